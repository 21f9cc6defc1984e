import type { MailTexts } from './nl';
import { plural } from './plural';

export const es: MailTexts = {
  layout: {
    colon: ':',
    linkHint: '¿No funciona el botón? Copia este enlace en tu navegador:',
    footer: 'Este correo te lo envía {site} ({domain}).',
    unsubscribe: 'Darte de baja de estos correos',
  },
  activation: {
    subject: 'Activa tu cuenta en {site}',
    heading: '¡Bienvenido/a a {site}!',
    body: 'Qué bien que estés aquí. Confirma tu dirección de correo electrónico y tu cuenta estará activa para que empieces a ligar enseguida.',
    button: 'Activar cuenta',
  },
  password_reset: {
    subject: 'Nueva contraseña para {site}',
    heading: 'Elige una nueva contraseña',
    body: 'Has pedido una nueva contraseña. Elígela con el botón de abajo; el enlace es válido durante 1 hora. ¿No has pedido nada? Entonces puedes ignorar este correo.',
    button: 'Elegir nueva contraseña',
  },
  mail_change: {
    subject: 'Confirma tu nueva dirección de correo en {site}',
    heading: 'Confirma tu nueva dirección de correo',
    body: 'Quieres usar esta dirección de correo para tu cuenta en {site}. Confírmala con el botón de abajo; el enlace es válido durante 24 horas.',
    button: 'Confirmar dirección',
  },
  mail_changed: {
    subject: 'Tu dirección de correo en {site} ha cambiado',
    heading: 'Tu dirección de correo ha cambiado',
    body: 'Acabamos de cambiar la dirección de correo de tu cuenta. A partir de ahora recibirás nuestros correos en la nueva dirección. ¿No has sido tú? Ponte en contacto con nosotros enseguida.',
    button: 'Contactar',
  },
  password_changed: {
    subject: 'Tu contraseña en {site} ha cambiado',
    heading: 'Tu contraseña ha cambiado',
    body: 'Tu contraseña ha cambiado y hemos cerrado tu sesión en todos los demás sitios. ¿No has sido tú? Elige una nueva contraseña enseguida.',
    button: 'Elegir nueva contraseña',
  },
  reactivation: {
    subject: 'Tu cuenta en {site} se ha eliminado',
    heading: 'Tu cuenta se ha eliminado',
    body: 'Qué pena que te vayas. ¿Has cambiado de idea? Con el botón de abajo recuperas tu cuenta durante 14 días más.',
    button: 'Recuperar cuenta',
  },
  data_export: {
    subject: 'Tus datos de {site} están listos',
    heading: 'Tu descarga está lista',
    body: 'La descarga con todos tus datos en {site} está lista. Inicia sesión y descárgala con el botón de abajo; estará disponible durante 7 días.',
    button: 'Descargar mis datos',
  },
  new_conversation: {
    subject: '{name} ha empezado una conversación contigo',
    heading: 'Nueva conversación con {name}',
    body: '{name} te ha escrito por primera vez. ¿Te pica la curiosidad? Lee el mensaje y contesta.',
    button: 'Leer mensaje',
    why: 'Recibes este correo porque tienes activadas las notificaciones de conversaciones nuevas.',
  },
  new_message: {
    subject: 'Nuevo mensaje de {name}',
    heading: '{name} te ha enviado un mensaje',
    body: 'Tienes un nuevo mensaje de {name} esperándote.',
    button: 'Leer mensaje',
    why: 'Recibes este correo porque tienes activadas las notificaciones de mensajes nuevos.',
  },
  like: {
    subject: 'Le gustas a {name}',
    heading: 'Le gustas a {name}',
    body: '¡Alguien se ha fijado en ti! Echa un vistazo al perfil de {name}; si {name} también te gusta, es un match.',
    button: 'Ver perfil',
    why: 'Recibes este correo porque tienes activadas las notificaciones de likes y matches.',
  },
  match: {
    subject: '¡Tienes un match con {name}!',
    heading: 'Os gustáis mutuamente',
    body: 'Tú y {name} os gustáis. Este es el momento: envía a {name} un primer mensaje.',
    button: 'Enviar mensaje',
    why: 'Recibes este correo porque tienes activadas las notificaciones de likes y matches.',
  },
  unread_reminder: {
    subject: plural({
      one: 'Tienes 1 mensaje sin leer',
      other: 'Tienes {count} mensajes sin leer',
    }),
    heading: plural({
      one: 'Un mensaje te está esperando',
      other: '{count} mensajes te están esperando',
    }),
    body: 'Alguien está esperando tu respuesta. ¡No le hagas esperar demasiado!',
    button: 'Leer mensajes',
    why: 'Recibes este correo porque tienes activados los recordatorios de mensajes sin leer.',
  },
  weekly_update: {
    subject: 'Tu semana en {site}',
    heading: 'Esto es lo que ha pasado esta semana',
    body: 'Un resumen de tu última semana en {site}:',
    likes: 'Likes nuevos: {likes}',
    messages: 'Mensajes nuevos: {messages}',
    matches: 'Matches nuevos: {matches}',
    button: 'Ir a {site}',
    why: 'Recibes este correo porque tienes activado el resumen semanal.',
  },
};
