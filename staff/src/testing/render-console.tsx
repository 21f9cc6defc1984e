import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { createStaffServices, StaffProviders, type StaffServices } from '../app/providers';
import { StaffConsole } from '../app/staff-console';
import type { StaffLocale } from '../lib/i18n';

const made: StaffServices[] = [];

// A query cache keeps timers (refetch, garbage collection) past its screen: stop them.
afterEach(() => {
  for (const services of made.splice(0)) services.queryClient.clear();
});

/** Where the console's router is, for assertions on navigation. */
export interface Where {
  path: string;
}

function LocationSpy({ where }: { where: Where }) {
  const location = useLocation();
  where.path = `${location.pathname}${location.search}`;
  return null;
}

/** The whole console at `path`, as index.tsx mounts it, on the fake network of the test. */
export function renderConsole(path = '/', locale: StaffLocale = 'nl') {
  const services = createStaffServices(locale);
  made.push(services);
  const where: Where = { path };
  const view = render(
    <StaffProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <StaffConsole />
        <LocationSpy where={where} />
      </MemoryRouter>
    </StaffProviders>,
  );
  return { ...view, services, where };
}
