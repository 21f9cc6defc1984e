import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BehaviorSubject } from 'rxjs';
import {
  HIDDEN_TIME_BONUS,
  NO_LIKES,
  NO_TOTALS,
  createEventBus,
  type ApiClient,
  type BusEvent,
  type Locale,
  type PushState,
  type SessionFacade,
  type SessionTotals,
  type SessionUser,
  type SiteSettings,
} from '@dating/shared-contracts';
import { createI18n } from '../../i18n/create-i18n';
import { RemoteStatusBoard } from '../../remotes/remote-status';
import type { SessionStore } from '../../session/session-store';
import { ShellContext, type ShellServices } from '../../shell-context';

/** Site settings of a Dutch domain; tests override what they care about. */
export const aSiteSettings = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  countries: ['NL'],
  name: 'Liefdesvonk',
  index_title: 'Liefdesvonk',
  description: '',
  domain: 'liefdesvonk.nl',
  domain_language: 'nl',
  cdn_prefix: '',
  niche: 'dating',
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  geoip_country: 'NL',
  geoip_selected_country: null,
  enable_site_entry_popup: [],
  push_public_key: '',
  support_phone: '020-123 45 67',
  support_email: 'service@liefdesvonk.nl',
  minimum_message_costs: {},
  fictional_icon: false,
  fictional_warning: '',
  fictional_singular: '',
  fictional_plural: '',
  visible_profile_fields: [],
  visible_profile_notes: [],
  message_credits: 10,
  photo_credits: 10,
  gift_credits: 10,
  signup_credits: 0,
  message_length: 500,
  search_fields: [],
  refund_days: 14,
  member_resell: false,
  company_id: '1',
  mail_name: 'Liefdesvonk',
  ...overrides,
});

export interface ChromeState {
  user?: SessionUser | null;
  settings?: SiteSettings | null;
  totals?: SessionTotals;
  locale?: Locale;
  api?: ApiClient;
}

/** Renders shell chrome against a hand-driven session, in the given language. */
export async function renderWithShell(ui: ReactNode, state: ChromeState = {}) {
  const locale = state.locale ?? 'nl';
  const i18n = await createI18n(locale);
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  const user$ = new BehaviorSubject<SessionUser | null>(state.user ?? null);
  const settings$ = new BehaviorSubject<SiteSettings | null>(state.settings ?? null);
  const totals$ = new BehaviorSubject<SessionTotals>(state.totals ?? NO_TOTALS);
  const locale$ = new BehaviorSubject<string>(locale);
  const pushState$ = new BehaviorSubject<PushState>('unknown');
  const facade: SessionFacade = {
    user$,
    settings$,
    locale$,
    totals$,
    chats$: new BehaviorSubject([]),
    likes$: new BehaviorSubject(NO_LIKES),
    timeBonus$: new BehaviorSubject(HIDDEN_TIME_BONUS),
    discount$: new BehaviorSubject(null),
    pushState$,
    snapshot: () => ({
      user: user$.value,
      settings: settings$.value,
      locale: locale$.value,
      totals: totals$.value,
      chats: [],
      likes: NO_LIKES,
      timeBonus: HIDDEN_TIME_BONUS,
      discount: null,
      pushState: pushState$.value,
    }),
  };
  const session: SessionStore = {
    facade,
    pushState$,
    start: () => () => undefined,
    refreshUser: async () => undefined,
    logout: async () => undefined,
    clear: () => user$.next(null),
  };
  const navigate = jest.fn((to: string) => window.history.pushState(null, '', to));
  const services: ShellServices & { api?: ApiClient } = {
    status: new RemoteStatusBoard(),
    outlet: () => document.createElement('div'),
    navigate,
    session,
    bus,
    ...(state.api ? { api: state.api } : {}),
  };
  const view = render(
    <ShellContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={createCache({ key: 'test' })}>{ui}</CacheProvider>
      </I18nextProvider>
    </ShellContext.Provider>,
  );
  return { ...view, events, navigate, user$, totals$, settings$ };
}
