import type { Settings } from '../api/settings.schema';
import type { User } from '../api/user.schema';

/** What the front end knows of the logged-in user: the API's schema. */
export type SessionUser = User;

/** Site settings of the current domain, loaded once at start. */
export type SiteSettings = Settings;
