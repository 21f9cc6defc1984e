import { WITHDRAWAL_DAYS } from './payments-rules';

/**
 * The two statements a member ticks before paying (decision 0122), in the words the checkout
 * shows and the API stores with the payment and repeats in the receipt mail (the durable
 * medium). One copy, here, so what was shown is what is kept. The Dutch, German and French
 * wording follows the consumer-law texts of those countries (CJEU C-641/19, Parship); the
 * others translate them. `{days}` is WITHDRAWAL_DAYS.
 */
export interface ConsentTexts {
  /** Asks for the service to start at once, within the withdrawal period. */
  readonly immediate: string;
  /** Acknowledges the right of withdrawal and its pro-rata refund. */
  readonly withdrawalTerms: string;
}

export const CONSENT_TEXTS: Readonly<Record<string, ConsentTexts>> = {
  nl: {
    immediate:
      'Ik verzoek uitdrukkelijk dat de dienst direct na betaling begint, dus binnen de herroepingstermijn van {days} dagen.',
    withdrawalTerms:
      'Ik weet dat ik binnen {days} dagen kan herroepen en dan alleen betaal voor wat ik al heb gebruikt; de rest krijg ik naar rato terug.',
  },
  en: {
    immediate:
      'I expressly request that the service starts immediately after payment, within the {days}-day withdrawal period.',
    withdrawalTerms:
      'I understand that I can withdraw within {days} days and then pay only for what I have used; the rest is refunded pro rata.',
  },
  de: {
    immediate:
      'Ich verlange ausdrücklich, dass die Dienstleistung sofort nach der Zahlung und damit vor Ablauf der Widerrufsfrist von {days} Tagen beginnt.',
    withdrawalTerms:
      'Mir ist bekannt, dass ich innerhalb von {days} Tagen widerrufen kann und dann nur einen anteiligen Betrag für die bis dahin erbrachte Leistung zahle; den Rest erhalte ich zurück.',
  },
  fr: {
    immediate:
      'Je demande expressément que le service commence immédiatement après le paiement, avant la fin du délai de rétractation de {days} jours.',
    withdrawalTerms:
      "Je sais que je peux me rétracter dans un délai de {days} jours et ne payer alors que le montant proportionnel au service déjà fourni ; le reste m'est remboursé.",
  },
  da: {
    immediate:
      'Jeg anmoder udtrykkeligt om, at tjenesten begynder straks efter betalingen, inden for fortrydelsesfristen på {days} dage.',
    withdrawalTerms:
      'Jeg ved, at jeg kan fortryde inden for {days} dage og da kun betaler for det, jeg har brugt; resten får jeg forholdsmæssigt tilbage.',
  },
  es: {
    immediate:
      'Solicito expresamente que el servicio comience inmediatamente después del pago, dentro del plazo de desistimiento de {days} días.',
    withdrawalTerms:
      'Sé que puedo desistir en un plazo de {days} días y pagar solo lo que ya he utilizado; el resto se me reembolsa de forma proporcional.',
  },
  fi: {
    immediate:
      'Pyydän nimenomaisesti, että palvelu alkaa heti maksun jälkeen, {days} päivän peruuttamisajan kuluessa.',
    withdrawalTerms:
      'Tiedän, että voin peruuttaa {days} päivän kuluessa ja maksan silloin vain käyttämästäni; loput palautetaan suhteellisesti.',
  },
  it: {
    immediate:
      'Chiedo espressamente che il servizio inizi subito dopo il pagamento, entro il periodo di recesso di {days} giorni.',
    withdrawalTerms:
      'So di poter recedere entro {days} giorni pagando solo quanto già utilizzato; il resto mi viene rimborsato in proporzione.',
  },
  nb: {
    immediate:
      'Jeg ber uttrykkelig om at tjenesten starter rett etter betalingen, innenfor angrefristen på {days} dager.',
    withdrawalTerms:
      'Jeg vet at jeg kan angre innen {days} dager og da bare betaler for det jeg har brukt; resten får jeg forholdsmessig tilbake.',
  },
  pl: {
    immediate:
      'Wyraźnie żądam, aby usługa rozpoczęła się od razu po płatności, w trakcie {days}-dniowego terminu na odstąpienie od umowy.',
    withdrawalTerms:
      'Wiem, że mogę odstąpić od umowy w ciągu {days} dni i zapłacić wtedy tylko za to, z czego już skorzystałem; resztę otrzymam z powrotem proporcjonalnie.',
  },
  sv: {
    immediate:
      'Jag begär uttryckligen att tjänsten börjar direkt efter betalningen, inom ångerfristen på {days} dagar.',
    withdrawalTerms:
      'Jag vet att jag kan ångra mig inom {days} dagar och då bara betalar för det jag har använt; resten får jag tillbaka proportionellt.',
  },
};

/** Both statements in a language (Dutch when it has none), with the days filled in. */
export function consentTexts(language: string): ConsentTexts {
  const texts = CONSENT_TEXTS[language] ?? CONSENT_TEXTS.nl!;
  const fill = (text: string) => text.replaceAll('{days}', String(WITHDRAWAL_DAYS));
  return { immediate: fill(texts.immediate), withdrawalTerms: fill(texts.withdrawalTerms) };
}
