import {
  complaintProblems,
  complaintTarget,
  type ComplaintBody,
  type ComplaintTarget,
} from '@dating/shared-contracts/api';
import type { UnitOfWork } from '../../db/unit-of-work';
import { invalidFields, type FieldError } from '../../lib/app-error';
import { normalizeEmail } from '../accounts/password';
import type { MailSite } from '../mail/mail-site';
import type { Mailer } from '../mail/mailer';
import { complaintReceivedMail } from './complaint-mail';
import { newComplaintReference } from './complaint-reference';
import { ComplaintsRepository, type NewComplaint } from './complaints.repository';

/** What the request adds to the body: who sends it, on which site. */
export interface ComplaintContext {
  readonly reporterUserId: number | null;
  /** The site of the request's host: the mail's name, From and domain. */
  readonly site: MailSite;
  /** The domains a link may name (this request's and every configured one, without `www.`). */
  readonly domains: readonly string[];
}

export interface FiledComplaint {
  readonly reference: string;
  /** False when the key named a notice filed before (a double submit). */
  readonly created: boolean;
}

/** A reference collision is one in 2^40 per notice; a few tries make it never. */
const REFERENCE_TRIES = 5;
const MAX_ID = 2_147_483_647;

/**
 * Notices under article 16 DSA (decision 0126): checked, stored with a reference and
 * confirmed by mail in one unit of work; the same key files one notice however often sent.
 */
export class ComplaintsService {
  constructor(
    private readonly repo: ComplaintsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
  ) {}

  async file(body: ComplaintBody, context: ComplaintContext): Promise<FiledComplaint> {
    const email = normalizeEmail(body.email);
    const name = body.name?.trim() || null;
    const problems = complaintProblems({ ...body, name: name ?? '' });
    const fields: FieldError[] = Object.entries(problems).map(([field, messageKey]) => ({
      field,
      messageKey,
    }));
    const target = complaintTarget(body.target);
    if (fields.length === 0) fields.push(...(await this.targetProblems(target, context)));
    if (fields.length > 0) throw invalidFields(fields);

    const earlier = await this.repo.byIdempotencyKey(body.idempotency_key);
    if (earlier) return this.repeat(earlier, email);
    const at = this.now().toISOString();
    const complaint: Omit<NewComplaint, 'reference'> = {
      idempotency_key: body.idempotency_key,
      category: body.category,
      target: body.target.trim(),
      target_profile_id:
        target.kind === 'text' || !target.profileId ? null : Number(target.profileId),
      target_url: target.kind === 'url' ? body.target.trim() : null,
      explanation: body.explanation.trim(),
      email,
      name,
      language: body.language,
      reporter_user_id: context.reporterUserId,
      created_at: at,
      updated_at: at,
    };
    return this.unitOfWork.run(async (tx) => {
      const repo = new ComplaintsRepository(tx.db);
      for (let attempt = 0; attempt < REFERENCE_TRIES; attempt++) {
        const reference = newComplaintReference();
        if ((await repo.insert({ ...complaint, reference })) !== null) {
          await this.mailer.queue(
            tx,
            complaintReceivedMail({
              reporterUserId: context.reporterUserId,
              to: email,
              name,
              language: body.language,
              site: context.site,
              reference,
              category: body.category,
              target: complaint.target,
              receivedAt: at,
            }),
          );
          return { reference, created: true };
        }
        // The key was taken meanwhile (a double submit racing this one): that one answers.
        const raced = await repo.byIdempotencyKey(body.idempotency_key);
        if (raced) return this.repeat(raced, email);
      }
      throw new Error('no free complaint reference');
    });
  }

  /** A key sent again answers its notice; the same key with another sender is refused. */
  private repeat(earlier: { reference: string; email: string }, email: string): FiledComplaint {
    if (earlier.email !== email) {
      throw invalidFields([{ field: 'idempotency_key', messageKey: 'field_invalid' }]);
    }
    return { reference: earlier.reference, created: false };
  }

  /** A link must be of this site; a profile must exist (it may since have been deleted). */
  private async targetProblems(
    target: ComplaintTarget,
    context: ComplaintContext,
  ): Promise<FieldError[]> {
    if (target.kind === 'url' && target.host !== null && !context.domains.includes(target.host)) {
      return [{ field: 'target', messageKey: 'field_invalid' }];
    }
    const profileId = target.kind === 'text' ? null : target.profileId;
    if (profileId === null) return [];
    // Beyond the database's integers no profile can be meant (and PostgreSQL would refuse it).
    if (Number(profileId) > MAX_ID || !(await this.repo.profileExists(Number(profileId)))) {
      return [{ field: 'target', messageKey: 'not_found' }];
    }
    return [];
  }
}
