import type { MailTexts } from './nl';
import { plural } from './plural';

export const en: MailTexts = {
  layout: {
    colon: ':',
    linkHint: 'Button not working? Copy this link into your browser:',
    footer: 'This e-mail comes from {site} ({domain}).',
    unsubscribe: 'Unsubscribe from these e-mails',
  },
  activation: {
    subject: 'Activate your account at {site}',
    heading: 'Welcome to {site}!',
    body: 'Great to have you here. Confirm your e-mail address and your account is active, so you can start dating right away.',
    button: 'Activate account',
  },
  password_reset: {
    subject: 'New password for {site}',
    heading: 'Choose a new password',
    body: "You asked for a new password. Use the button below to choose one; the link is valid for 1 hour. Didn't ask for this? Then you can ignore this e-mail.",
    button: 'Choose a new password',
  },
  mail_change: {
    subject: 'Confirm your new e-mail address at {site}',
    heading: 'Confirm your new e-mail address',
    body: 'You want to use this e-mail address for your account at {site}. Confirm it with the button below; the link is valid for 24 hours.',
    button: 'Confirm e-mail address',
  },
  mail_changed: {
    subject: 'Your e-mail address at {site} has changed',
    heading: 'Your e-mail address has changed',
    body: "The e-mail address of your account has just been changed. From now on our e-mails go to the new address. Wasn't this you? Then contact us right away.",
    button: 'Contact us',
  },
  password_changed: {
    subject: 'Your password at {site} has changed',
    heading: 'Your password has changed',
    body: "Your password has been changed and you have been logged out everywhere else. Wasn't this you? Then choose a new password right away.",
    button: 'Choose a new password',
  },
  reactivation: {
    subject: 'Your account at {site} has been deleted',
    heading: 'Your account has been deleted',
    body: 'Sorry to see you go. Changed your mind? The button below brings your account back, for 14 more days.',
    button: 'Restore account',
  },
  data_export: {
    subject: 'Your data from {site} is ready',
    heading: 'Your download is ready',
    body: 'The download with all your data at {site} is ready. Log in and download it with the button below; it is available for 7 days.',
    button: 'Download my data',
  },
  new_conversation: {
    subject: '{name} started a conversation with you',
    heading: 'New conversation with {name}',
    body: '{name} has sent you a message for the first time. Curious? Read it and write back.',
    button: 'Read message',
    why: 'You get this e-mail because notifications about new conversations are on.',
  },
  new_message: {
    subject: 'New message from {name}',
    heading: '{name} sent you a message',
    body: 'A new message from {name} is waiting for you.',
    button: 'Read message',
    why: 'You get this e-mail because notifications about new messages are on.',
  },
  like: {
    subject: '{name} likes you',
    heading: '{name} likes you',
    body: "Someone has their eye on you! Have a look at {name}'s profile; if you like {name} too, it's a match.",
    button: 'View profile',
    why: 'You get this e-mail because notifications about likes and matches are on.',
  },
  match: {
    subject: "It's a match with {name}!",
    heading: 'You like each other',
    body: 'You and {name} like each other. This is the moment: send {name} a first message.',
    button: 'Send a message',
    why: 'You get this e-mail because notifications about likes and matches are on.',
  },
  unread_reminder: {
    subject: plural({
      one: 'You have 1 unread message',
      other: 'You have {count} unread messages',
    }),
    heading: plural({
      one: 'A message is waiting for you',
      other: '{count} messages are waiting for you',
    }),
    body: "Someone is waiting for your reply. Don't keep them waiting too long!",
    button: 'Read messages',
    why: 'You get this e-mail because reminders of unread messages are on.',
  },
  weekly_update: {
    subject: 'Your week at {site}',
    heading: 'This is what happened this week',
    body: 'A summary of your past week at {site}:',
    likes: 'New likes: {likes}',
    messages: 'New messages: {messages}',
    matches: 'New matches: {matches}',
    button: 'Go to {site}',
    why: 'You get this e-mail because the weekly update is on.',
  },
};
