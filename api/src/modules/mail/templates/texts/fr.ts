import type { MailTexts } from './nl';
import { plural } from './plural';

export const fr: MailTexts = {
  layout: {
    colon: ' :',
    linkHint: 'Le bouton ne marche pas ? Copie ce lien dans ton navigateur :',
    footer: 'Cet e-mail t’est envoyé par {site} ({domain}).',
    unsubscribe: 'Se désabonner de ces e-mails',
  },
  activation: {
    subject: 'Active ton compte sur {site}',
    heading: 'Bienvenue sur {site} !',
    body: 'Ravis de te voir ici. Confirme ton adresse e-mail : ton compte sera actif et tu pourras commencer tes rencontres tout de suite.',
    button: 'Activer mon compte',
  },
  password_reset: {
    subject: 'Nouveau mot de passe pour {site}',
    heading: 'Choisis un nouveau mot de passe',
    body: 'Tu as demandé un nouveau mot de passe. Choisis-le avec le bouton ci-dessous ; le lien est valable 1 heure. Tu n’as rien demandé ? Ignore simplement cet e-mail.',
    button: 'Choisir un mot de passe',
  },
  mail_change: {
    subject: 'Confirme ta nouvelle adresse e-mail sur {site}',
    heading: 'Confirme ta nouvelle adresse e-mail',
    body: 'Tu veux utiliser cette adresse e-mail pour ton compte sur {site}. Confirme-la avec le bouton ci-dessous ; le lien est valable 24 heures.',
    button: 'Confirmer l’adresse',
  },
  mail_changed: {
    subject: 'Ton adresse e-mail sur {site} a été modifiée',
    heading: 'Ton adresse e-mail a été modifiée',
    body: 'L’adresse e-mail de ton compte vient d’être modifiée. Désormais, tu recevras nos e-mails à la nouvelle adresse. Ce n’était pas toi ? Contacte-nous tout de suite.',
    button: 'Nous contacter',
  },
  password_changed: {
    subject: 'Ton mot de passe sur {site} a été modifié',
    heading: 'Ton mot de passe a été modifié',
    body: 'Ton mot de passe a été modifié et tu as été déconnecté(e) partout ailleurs. Ce n’était pas toi ? Choisis tout de suite un nouveau mot de passe.',
    button: 'Choisir un mot de passe',
  },
  reactivation: {
    subject: 'Ton compte sur {site} a été supprimé',
    heading: 'Ton compte a été supprimé',
    body: 'Dommage que tu partes. Tu as changé d’avis ? Le bouton ci-dessous te rend ton compte, pendant encore 14 jours.',
    button: 'Récupérer mon compte',
  },
  data_export: {
    subject: 'Tes données de {site} sont prêtes',
    heading: 'Ton téléchargement est prêt',
    body: 'Le téléchargement de toutes tes données sur {site} est prêt. Connecte-toi et télécharge-le avec le bouton ci-dessous ; il reste disponible 7 jours.',
    button: 'Télécharger mes données',
  },
  new_conversation: {
    subject: '{name} a commencé une conversation avec toi',
    heading: 'Nouvelle conversation avec {name}',
    body: '{name} t’a écrit pour la première fois. Curieux ou curieuse ? Lis le message et réponds.',
    button: 'Lire le message',
    why: 'Tu reçois cet e-mail car les notifications de nouvelles conversations sont activées.',
  },
  new_message: {
    subject: 'Nouveau message de {name}',
    heading: '{name} t’a envoyé un message',
    body: 'Un nouveau message de {name} t’attend.',
    button: 'Lire le message',
    why: 'Tu reçois cet e-mail car les notifications de nouveaux messages sont activées.',
  },
  like: {
    subject: 'Tu plais à {name}',
    heading: 'Tu plais à {name}',
    body: 'Quelqu’un a craqué pour toi ! Jette un œil au profil de {name} ; si {name} te plaît aussi, c’est un match.',
    button: 'Voir le profil',
    why: 'Tu reçois cet e-mail car les notifications de likes et de matchs sont activées.',
  },
  match: {
    subject: 'C’est un match avec {name} !',
    heading: 'Vous vous plaisez',
    body: 'Toi et {name}, vous vous plaisez. C’est le moment : envoie un premier message à {name}.',
    button: 'Envoyer un message',
    why: 'Tu reçois cet e-mail car les notifications de likes et de matchs sont activées.',
  },
  unread_reminder: {
    subject: plural({
      one: 'Tu as 1 message non lu',
      other: 'Tu as {count} messages non lus',
    }),
    heading: plural({
      one: 'Un message t’attend',
      other: '{count} messages t’attendent',
    }),
    body: 'Quelqu’un attend ta réponse. Ne le fais pas trop attendre !',
    button: 'Lire les messages',
    why: 'Tu reçois cet e-mail car les rappels de messages non lus sont activés.',
  },
  weekly_update: {
    subject: 'Ta semaine sur {site}',
    heading: 'Voici ce qui s’est passé cette semaine',
    body: 'Un résumé de ta dernière semaine sur {site} :',
    likes: 'Nouveaux likes : {likes}',
    messages: 'Nouveaux messages : {messages}',
    matches: 'Nouveaux matchs : {matches}',
    button: 'Aller sur {site}',
    why: 'Tu reçois cet e-mail car le récapitulatif hebdomadaire est activé.',
  },
};
