import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Trans } from './index';

it('draws a translation with markup as elements, in the language of the provider’s i18next', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'de',
    fallbackLng: 'nl',
    ns: ['area'],
    defaultNS: 'area',
    resources: { de: { area: { sent: 'Wir haben an <strong>{{email}}</strong> geschrieben.' } } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  render(
    <I18nextProvider i18n={i18n} defaultNS="area">
      <p data-testid="sent">
        <Trans
          i18nKey="sent"
          values={{ email: 'sanne@example.nl' }}
          components={{ strong: <strong /> }}
        />
      </p>
    </I18nextProvider>,
  );
  expect(screen.getByTestId('sent')).toHaveTextContent(
    'Wir haben an sanne@example.nl geschrieben.',
  );
  expect(screen.getByText('sanne@example.nl').tagName).toBe('STRONG');
});
