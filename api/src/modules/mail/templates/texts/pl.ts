import type { MailTexts } from './nl';
import { plural } from './plural';

export const pl: MailTexts = {
  layout: {
    colon: ':',
    linkHint: 'Przycisk nie działa? Skopiuj ten link do przeglądarki:',
    footer: 'Ta wiadomość pochodzi z serwisu {site} ({domain}).',
    unsubscribe: 'Wypisz się z tych wiadomości',
  },
  activation: {
    subject: 'Aktywuj swoje konto w {site}',
    heading: 'Witaj w {site}!',
    body: 'Świetnie, że jesteś. Potwierdź swój adres e-mail, a twoje konto będzie aktywne i od razu zaczniesz randkować.',
    button: 'Aktywuj konto',
  },
  password_reset: {
    subject: 'Nowe hasło do {site}',
    heading: 'Wybierz nowe hasło',
    body: 'Poprosiłeś o nowe hasło. Wybierz je przyciskiem poniżej; link jest ważny przez 1 godzinę. Nic nie zamawiałeś? W takim razie zignoruj tę wiadomość.',
    button: 'Wybierz nowe hasło',
  },
  mail_change: {
    subject: 'Potwierdź nowy adres e-mail w {site}',
    heading: 'Potwierdź nowy adres e-mail',
    body: 'Chcesz używać tego adresu e-mail do swojego konta w {site}. Potwierdź go przyciskiem poniżej; link jest ważny przez 24 godziny.',
    button: 'Potwierdź adres',
  },
  mail_changed: {
    subject: 'Twój adres e-mail w {site} został zmieniony',
    heading: 'Twój adres e-mail został zmieniony',
    body: 'Adres e-mail twojego konta został właśnie zmieniony. Od teraz nasze wiadomości będą trafiać na nowy adres. To nie ty? Skontaktuj się z nami od razu.',
    button: 'Skontaktuj się z nami',
  },
  password_changed: {
    subject: 'Twoje hasło w {site} zostało zmienione',
    heading: 'Twoje hasło zostało zmienione',
    body: 'Twoje hasło zostało zmienione i wylogowaliśmy cię na wszystkich innych urządzeniach. To nie ty? Od razu wybierz nowe hasło.',
    button: 'Wybierz nowe hasło',
  },
  reactivation: {
    subject: 'Twoje konto w {site} zostało usunięte',
    heading: 'Twoje konto zostało usunięte',
    body: 'Szkoda, że odchodzisz. Zmieniłeś zdanie? Przyciskiem poniżej odzyskasz konto, jeszcze przez 14 dni.',
    button: 'Przywróć konto',
  },
  data_export: {
    subject: 'Twoje dane z {site} są gotowe',
    heading: 'Twój plik jest gotowy',
    body: 'Plik ze wszystkimi twoimi danymi w {site} jest gotowy. Zaloguj się i pobierz go przyciskiem poniżej; będzie dostępny przez 7 dni.',
    button: 'Pobierz moje dane',
  },
  new_conversation: {
    subject: '{name} rozpoczyna z tobą rozmowę',
    heading: 'Nowa rozmowa: {name}',
    body: '{name} napisał(a) do ciebie pierwszy raz. Ciekawi cię? Przeczytaj wiadomość i odpisz.',
    button: 'Przeczytaj wiadomość',
    why: 'Dostajesz tę wiadomość, bo masz włączone powiadomienia o nowych rozmowach.',
  },
  new_message: {
    subject: 'Nowa wiadomość od {name}',
    heading: '{name} przysyła ci wiadomość',
    body: 'Czeka na ciebie nowa wiadomość od {name}.',
    button: 'Przeczytaj wiadomość',
    why: 'Dostajesz tę wiadomość, bo masz włączone powiadomienia o nowych wiadomościach.',
  },
  like: {
    subject: '{name} lubi cię',
    heading: '{name} lubi cię',
    body: 'Ktoś zwrócił na ciebie uwagę! Zajrzyj na profil {name}; jeśli też polubisz, będzie match.',
    button: 'Zobacz profil',
    why: 'Dostajesz tę wiadomość, bo masz włączone powiadomienia o polubieniach i matchach.',
  },
  match: {
    subject: 'Masz match z {name}!',
    heading: 'Lubicie się nawzajem',
    body: 'Ty i {name} lubicie się nawzajem. To jest ten moment: wyślij pierwszą wiadomość.',
    button: 'Wyślij wiadomość',
    why: 'Dostajesz tę wiadomość, bo masz włączone powiadomienia o polubieniach i matchach.',
  },
  unread_reminder: {
    subject: plural({
      one: 'Masz 1 nieprzeczytaną wiadomość',
      few: 'Masz {count} nieprzeczytane wiadomości',
      many: 'Masz {count} nieprzeczytanych wiadomości',
      other: 'Masz {count} nieprzeczytanej wiadomości',
    }),
    heading: plural({
      one: 'Czeka na ciebie wiadomość',
      few: 'Czekają na ciebie {count} wiadomości',
      many: 'Czeka na ciebie {count} wiadomości',
      other: 'Czeka na ciebie {count} wiadomości',
    }),
    body: 'Ktoś czeka na twoją odpowiedź. Nie każ mu czekać zbyt długo!',
    button: 'Przeczytaj wiadomości',
    why: 'Dostajesz tę wiadomość, bo masz włączone przypomnienia o nieprzeczytanych wiadomościach.',
  },
  weekly_update: {
    subject: 'Twój tydzień w {site}',
    heading: 'Oto co wydarzyło się w tym tygodniu',
    body: 'Podsumowanie twojego ostatniego tygodnia w {site}:',
    likes: 'Nowe polubienia: {likes}',
    messages: 'Nowe wiadomości: {messages}',
    matches: 'Nowe matche: {matches}',
    button: 'Przejdź do {site}',
    why: 'Dostajesz tę wiadomość, bo masz włączone cotygodniowe podsumowanie.',
  },
};
