import { Type, type Static } from 'typebox';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN } from './decisions-rules';
import { APPEAL_OUTCOMES, DECISION_ACTIONS, DECISION_GROUNDS } from './staff-rules';

const IsoTimeSchema = Type.String({ format: 'date-time' });

/**
 * A statement of reasons: what a moderation decision restricted, on which ground and facts,
 * whether it was automated, until when it can be appealed, and the appeal if there is one.
 */
export const StatementSchema = Type.Object({
  /** The statement's own link token: it shows this statement and takes its appeal. */
  token: Type.String(),
  decidedAt: IsoTimeSchema,
  action: Type.Enum(DECISION_ACTIONS.filter((action) => action !== 'dismiss')),
  ground: Type.Enum([...DECISION_GROUNDS]),
  /** The facts, as the moderator wrote them. */
  facts: Type.String(),
  /** When a suspension ends; null for every other action. */
  endsAt: Type.Union([IsoTimeSchema, Type.Null()]),
  /** Whether automated means took or found it (a person decides every decision here). */
  automated: Type.Boolean(),
  /** Until when the member may appeal. */
  appealUntil: IsoTimeSchema,
  appeal: Type.Union([
    Type.Object({
      createdAt: IsoTimeSchema,
      status: Type.Enum(['open', ...APPEAL_OUTCOMES]),
      decidedAt: Type.Union([IsoTimeSchema, Type.Null()]),
      /** What the moderator who decided the appeal wrote. */
      answer: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export type Statement = Static<typeof StatementSchema>;

/** GET /api/decisions: the signed-in member's statements, newest first. */
export const StatementsResponseSchema = Type.Object({
  statements: Type.Array(StatementSchema),
});
export type StatementsResponse = Static<typeof StatementsResponseSchema>;

export const StatementQuerySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
export type StatementQuery = Static<typeof StatementQuerySchema>;

export const AppealBodySchema = Type.Object({
  text: Type.String({ minLength: APPEAL_TEXT_MIN, maxLength: APPEAL_TEXT_MAX }),
});
export type AppealBody = Static<typeof AppealBodySchema>;
