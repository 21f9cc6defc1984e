import type { MailTexts } from './nl';
import { plural } from './plural';

export const fi: MailTexts = {
  layout: {
    colon: ':',
    linkHint: 'Eikö painike toimi? Kopioi tämä linkki selaimeesi:',
    footer: 'Tämä sähköposti tulee palvelusta {site} ({domain}).',
    unsubscribe: 'Peru näiden sähköpostien tilaus',
  },
  activation: {
    subject: 'Aktivoi tilisi palvelussa {site}',
    heading: 'Tervetuloa palveluun {site}!',
    body: 'Kiva, että olet täällä. Vahvista sähköpostiosoitteesi, niin tilisi on aktiivinen ja voit aloittaa deittailun heti.',
    button: 'Aktivoi tili',
  },
  password_reset: {
    subject: 'Uusi salasana palveluun {site}',
    heading: 'Valitse uusi salasana',
    body: 'Pyysit uutta salasanaa. Valitse se alla olevalla painikkeella; linkki on voimassa 1 tunnin. Etkö pyytänyt mitään? Voit jättää tämän sähköpostin huomiotta.',
    button: 'Valitse uusi salasana',
  },
  mail_change: {
    subject: 'Vahvista uusi sähköpostiosoitteesi palvelussa {site}',
    heading: 'Vahvista uusi sähköpostiosoitteesi',
    body: 'Haluat käyttää tätä sähköpostiosoitetta tililläsi palvelussa {site}. Vahvista se alla olevalla painikkeella; linkki on voimassa 24 tuntia.',
    button: 'Vahvista sähköpostiosoite',
  },
  mail_changed: {
    subject: 'Sähköpostiosoitteesi palvelussa {site} on vaihdettu',
    heading: 'Sähköpostiosoitteesi on vaihdettu',
    body: 'Tilisi sähköpostiosoite vaihdettiin juuri. Tästä lähtien saat sähköpostimme uuteen osoitteeseen. Etkö se ollut sinä? Ota meihin heti yhteyttä.',
    button: 'Ota yhteyttä',
  },
  password_changed: {
    subject: 'Salasanasi palvelussa {site} on vaihdettu',
    heading: 'Salasanasi on vaihdettu',
    body: 'Salasanasi on vaihdettu, ja sinut on kirjattu ulos kaikkialla muualla. Etkö se ollut sinä? Valitse heti uusi salasana.',
    button: 'Valitse uusi salasana',
  },
  reactivation: {
    subject: 'Tilisi palvelussa {site} on poistettu',
    heading: 'Tilisi on poistettu',
    body: 'Harmi, että lähdet. Muutitko mielesi? Alla olevalla painikkeella saat tilisi takaisin vielä 14 päivän ajan.',
    button: 'Palauta tili',
  },
  data_export: {
    subject: 'Tietosi palvelusta {site} ovat valmiina',
    heading: 'Latauksesi on valmis',
    body: 'Lataus, jossa ovat kaikki tietosi palvelussa {site}, on valmis. Kirjaudu sisään ja lataa se alla olevalla painikkeella; se on saatavilla 7 päivää.',
    button: 'Lataa tietoni',
  },
  new_conversation: {
    subject: '{name} aloitti keskustelun kanssasi',
    heading: 'Uusi keskustelu: {name}',
    body: '{name} lähetti sinulle viestin ensimmäistä kertaa. Uteliaisuus heräsi? Lue viesti ja vastaa.',
    button: 'Lue viesti',
    why: 'Saat tämän sähköpostin, koska ilmoitukset uusista keskusteluista ovat päällä.',
  },
  new_message: {
    subject: 'Uusi viesti käyttäjältä {name}',
    heading: '{name} lähetti sinulle viestin',
    body: 'Uusi viesti käyttäjältä {name} odottaa sinua.',
    button: 'Lue viesti',
    why: 'Saat tämän sähköpostin, koska ilmoitukset uusista viesteistä ovat päällä.',
  },
  like: {
    subject: '{name} tykkää sinusta',
    heading: '{name} tykkää sinusta',
    body: 'Joku on iskenyt sinuun silmänsä! Katso käyttäjän {name} profiili; jos sinäkin tykkäät, syntyy match.',
    button: 'Katso profiili',
    why: 'Saat tämän sähköpostin, koska ilmoitukset tykkäyksistä ja matcheista ovat päällä.',
  },
  match: {
    subject: 'Sinulla ja käyttäjällä {name} on match!',
    heading: 'Tykkäätte toisistanne',
    body: 'Sinä ja {name} tykkäätte toisistanne. Nyt on hetki: lähetä ensimmäinen viesti.',
    button: 'Lähetä viesti',
    why: 'Saat tämän sähköpostin, koska ilmoitukset tykkäyksistä ja matcheista ovat päällä.',
  },
  unread_reminder: {
    subject: plural({
      one: 'Sinulla on 1 lukematon viesti',
      other: 'Sinulla on {count} lukematonta viestiä',
    }),
    heading: plural({
      one: 'Viesti odottaa sinua',
      other: '{count} viestiä odottaa sinua',
    }),
    body: 'Joku odottaa vastaustasi. Älä anna hänen odottaa liian kauan!',
    button: 'Lue viestit',
    why: 'Saat tämän sähköpostin, koska muistutukset lukemattomista viesteistä ovat päällä.',
  },
  weekly_update: {
    subject: 'Viikkosi palvelussa {site}',
    heading: 'Tätä tapahtui tällä viikolla',
    body: 'Yhteenveto viime viikostasi palvelussa {site}:',
    likes: 'Uusia tykkäyksiä: {likes}',
    messages: 'Uusia viestejä: {messages}',
    matches: 'Uusia matcheja: {matches}',
    button: 'Siirry palveluun {site}',
    why: 'Saat tämän sähköpostin, koska viikkokooste on päällä.',
  },
};
