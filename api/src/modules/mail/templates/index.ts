export {
  MAIL_KINDS,
  NOTIFICATION_MAIL_KINDS,
  renderMail,
  templateLanguage,
  type MailKind,
  type MailVars,
  type NotificationMailKind,
  type RenderInput,
  type RenderedMail,
} from './render-mail';
export { TEMPLATE_LANGUAGES, type TemplateLanguage } from './texts';
