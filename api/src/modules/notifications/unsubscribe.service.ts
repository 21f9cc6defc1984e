import type { UnsubscribeResponse } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import { NotificationPreferencesRepository } from '../accounts/notification-preferences.repository';
import { MailStatusRepository } from './mail-status.repository';
import { addDisabledReason, addLinkUnsubscribe } from './notifications-disabled';
import { verifyUnsubscribeToken, type MailCategory } from './unsubscribe';

const invalidLink = () => new AppError(400, 'unsubscribe_link_invalid');

/** The one-click unsubscribe of a mail's link: the token is the credential (decision 0130). */
export class UnsubscribeService {
  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly secret: string,
  ) {}

  /** What the link's category and the member's mail stand at; a GET never changes anything. */
  async status(token: string): Promise<UnsubscribeResponse> {
    const { userId, category } = await this.linkOf(token);
    return statusOf(this.db, userId, category);
  }

  /** Switches the link's category off, and with `all` every mail but the account's own. */
  async unsubscribe(token: string, all: boolean): Promise<UnsubscribeResponse> {
    const { userId, category } = await this.linkOf(token);
    return this.unitOfWork.run(async (tx) => {
      await new NotificationPreferencesRepository(tx.db).set(userId, { [category]: false });
      // The member's next page says some notifications are off (the session reports it).
      await addLinkUnsubscribe(tx.db, userId, category);
      if (all) await addDisabledReason(tx.db, userId, 'unsubscribe');
      return statusOf(tx.db, userId, category);
    });
  }

  /** The member and category of a link's token; 400 for a forged one or a member who is gone. */
  private async linkOf(token: string) {
    const found = verifyUnsubscribeToken(this.secret, token);
    if (!found) throw invalidLink();
    if (!(await new MailStatusRepository(this.db).isActiveMember(found.userId))) {
      throw invalidLink();
    }
    return found;
  }
}

async function statusOf(db: Db, userId: number, category: MailCategory) {
  const preferences = await new NotificationPreferencesRepository(db).get(userId);
  const disabled = JSON.parse(
    await new MailStatusRepository(db).existingList(userId, 'notifications_disabled'),
  ) as string[];
  return {
    category,
    subscribed: preferences[category],
    all_disabled: disabled.includes('unsubscribe'),
  } satisfies UnsubscribeResponse;
}
