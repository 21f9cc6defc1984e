import { Component, type ReactNode } from 'react';
import { useTranslation } from '@dating/platform';
import { errorPageStyle as pageStyle } from '@dating/shared-contracts';
import { AppLink } from '../layout/app-link';

/** The error page: the message, or 'Error'; status defaults to 500; 404 links home. */
export function ErrorPage({ status = 500, message }: { status?: number; message?: string }) {
  const { t } = useTranslation();
  return (
    <div css={pageStyle} role="alert">
      <p>{t('errorPage.status', { status })}</p>
      <h1>{message || t('errorPage.default')}</h1>
      <p>
        <AppLink href="/">{t('errorPage.home')}</AppLink>
      </p>
    </div>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage status={404} message={t('notFound.title')} />;
}

/** When even the error page fails, plain text and a plain link home. */
export class ErrorPageBoundary extends Component<
  { fallbackText: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div css={pageStyle} role="alert">
        <h1>{this.props.fallbackText}</h1>
        <a href="/">/</a>
      </div>
    );
  }
}

/** Catches a render error in the shell's own chrome and shows the error page. */
export class ShellErrorBoundary extends Component<
  {
    renderError: (message: string) => ReactNode;
    onError: (error: unknown) => void;
    children: ReactNode;
  },
  { message: string | null }
> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.message === null
      ? this.props.children
      : this.props.renderError(this.state.message);
  }
}
