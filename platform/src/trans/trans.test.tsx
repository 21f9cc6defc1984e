import { render, screen } from '@testing-library/react';
import { AREA_NS, areaI18n } from '../testing/area-i18n';
import { I18nextProvider } from 'react-i18next';
import { Trans } from './index';

it('draws a translation with markup as elements, in the language of the provider’s i18next', async () => {
  const i18n = await areaI18n('de', {
    de: { sent: 'Wir haben an <strong>{{email}}</strong> geschrieben.' },
  });
  render(
    <I18nextProvider i18n={i18n} defaultNS={AREA_NS}>
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
