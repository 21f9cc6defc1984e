import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createStaffServices, StaffProviders } from './app/providers';
import { StaffConsole } from './app/staff-console';
import { storedLocale } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StaffProviders services={createStaffServices(storedLocale())}>
    <BrowserRouter>
      <StaffConsole />
    </BrowserRouter>
  </StaffProviders>,
);
