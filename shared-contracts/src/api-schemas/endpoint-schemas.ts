import type { EndpointDescriptor, EndpointTypes } from '../api/define-endpoint';
import { endpoints, laterEndpoints, serverEndpoints } from '../api/endpoints';
import { staffEndpoints } from '../api/staff.endpoints';
import { staffAdminEndpoints } from '../api/staff-admin.endpoints';
import { staffSupportEndpoints } from '../api/staff-support.endpoints';
import { staffOperatorEndpoints } from '../api/staff-operator.endpoints';
import {
  DataExportDownloadQuerySchema,
  DataExportResponseSchema,
  PushEndpointBodySchema,
  SessionIdQuerySchema,
  SessionsResponseSchema,
} from '../api/account-data.schema';
import {
  AccountDeleteBodySchema,
  ChangePasswordBodySchema,
  EmailBodySchema,
  MailChangeRequestBodySchema,
  NotificationPreferencesResponseSchema,
  OptionalTokenQuerySchema,
  OutboxQuerySchema,
  OutboxResponseSchema,
  ResetPasswordBodySchema,
  SignupBodySchema,
  SignupStepBodySchema,
  TokenBodySchema,
  TokenQuerySchema,
  UpdateNotificationPreferencesBodySchema,
} from '../api/account.schema';
import {
  ChatImageQuerySchema,
  ChatReadBodySchema,
  ChatReadResponseSchema,
  ChatReportBodySchema,
  ChatReportResponseSchema,
  ChatTypingBodySchema,
  ChatTypingResponseSchema,
} from '../api/chat-delivery.schema';
import {
  AutoLikeResponseSchema,
  ChatQuerySchema,
  ChatResponseSchema,
  ChatsResponseSchema,
  FolderQuerySchema,
  DeleteChatQuerySchema,
  DiscountCodeLookupResponseSchema,
  DiscountCodeQuerySchema,
  DiscountCodeResponseSchema,
  LikesResponseSchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
} from '../api/chats.schema';
import { ClientErrorLoggedSchema, ClientErrorReportSchema } from '../api/client-errors.schema';
import { HealthResponseSchema, OkResponseSchema } from '../api/common.schema';
import { ComplaintBodySchema, ComplaintResponseSchema } from '../api/complaints.schema';
import { JobIdQuerySchema, JobsResponseSchema } from '../api/jobs.schema';
import {
  LanderMemberQuerySchema,
  LanderMemberResponseSchema,
  LanderQuerySchema,
  LanderResponseSchema,
} from '../api/landers.schema';
import {
  LikeResponseSchema,
  ProfileIdBodySchema,
  ProfileIdQuerySchema,
  ProfileQuerySchema,
  ProfileResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
} from '../api/members.schema';
import {
  MailEventBodySchema,
  OutboxEventBodySchema,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from '../api/notifications.schema';
import { OwnProfileResponseSchema, UpdateOwnProfileBodySchema } from '../api/own-profile.schema';
import { SafetyResponseSchema, UpdateSafetyBodySchema } from '../api/safety.schema';
import {
  CreatePaymentBodySchema,
  CreditsOfferResponseSchema,
  DirectDebitBodySchema,
  DirectDebitConfirmBodySchema,
  DirectDebitResponseSchema,
  PaymentIdQuerySchema,
  PaymentResponseSchema,
  PaymentWebhookBodySchema,
  RepeatOrderBodySchema,
  RepeatOrdersResponseSchema,
  TransactionsResponseSchema,
  WithdrawBodySchema,
} from '../api/payments.schema';
import {
  ArrangePhotosBodySchema,
  PhotoIdQuerySchema,
  PhotoUploadQuerySchema,
  PhotoUploadResponseSchema,
  PhotosResponseSchema,
} from '../api/photos.schema';
import {
  GiftsResponseSchema,
  RelatedProfilesQuerySchema,
  RelatedProfilesResponseSchema,
  ReportBodySchema,
  ReportResponseSchema,
  SendGiftBodySchema,
  SendGiftResponseSchema,
} from '../api/profile-actions.schema';
import { ReadyResponseSchema } from '../api/readiness.schema';
import {
  CompanyInfoResponseSchema,
  GeocodeQuerySchema,
  GeocodeResponseSchema,
  InterestsResponseSchema,
  RegionsQuerySchema,
  RegionsResponseSchema,
  SettingsQuerySchema,
  SettingsSchema,
} from '../api/settings.schema';
import {
  MatchFinderActionResponseSchema,
  MatchFinderBodySchema,
  MatchFinderQuerySchema,
  ProposalsResponseSchema,
  SwipeActionResponseSchema,
  SwipeBodySchema,
  SwipeQuerySchema,
  SwipeResponseSchema,
} from '../api/swipe.schema';
import {
  TestPushAnswerBodySchema,
  TestPushAnswerResponseSchema,
  TestPushIdParamsSchema,
  TestPushMessagesResponseSchema,
  TestPushSubscriptionSchema,
} from '../api/test-push-service.schema';
import {
  LoginOrPushBodySchema,
  LoginOrPushResponseSchema,
  PushQuerySchema,
  SessionUserResponseSchema,
  UpdateUserBodySchema,
  UserResponseSchema,
} from '../api/user.schema';
import {
  AppealDecisionBodySchema,
  DecisionBodySchema,
  DecisionParamsSchema,
  DecisionResponseSchema,
  PhotoQueueResponseSchema,
  QueueItemDetailSchema,
  QueueItemParamsSchema,
  QueueItemSchema,
  QueueQuerySchema,
  QueueResponseSchema,
  StaffCodeBodySchema,
  StaffMeSchema,
  StaffPasswordBodySchema,
  StaffPasswordResponseSchema,
} from '../api/staff.schema';
import {
  AuditExportQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
  TransparencyExportQuerySchema,
  TransparencyQuerySchema,
  TransparencyReportSchema,
} from '../api/staff-admin.schema';
import {
  AppealBodySchema,
  StatementQuerySchema,
  StatementSchema,
  StatementsResponseSchema,
} from '../api/decisions.schema';
import {
  MemberFileSchema,
  MemberParamsSchema,
  MemberSearchQuerySchema,
  MemberSearchResponseSchema,
  PaymentParamsSchema,
  RefundBodySchema,
  RefundResponseSchema,
  ResendActivationBodySchema,
  SupportActionBodySchema,
  SupportActionResponseSchema,
} from '../api/staff-support.schema';
import {
  OperatorAnswerBodySchema,
  OperatorAnswerResponseSchema,
  OperatorClaimResponseSchema,
  OperatorConversationParamsSchema,
  OperatorConversationSchema,
  OperatorInboxSchema,
} from '../api/staff-operator.schema';
import { VerificationResponseSchema } from '../api/verification.schema';
import {
  CancelContractBodySchema,
  CancelContractResponseSchema,
  ContractsResponseSchema,
} from '../api/contracts.schema';
import {
  VerificationDecisionBodySchema,
  VerificationParamsSchema,
  VerificationQueueResponseSchema,
} from '../api/staff-verification.schema';
import { schemaMap } from './schema-map';

const registry = {
  ...endpoints,
  ...laterEndpoints,
  ...serverEndpoints,
  ...staffEndpoints,
  ...staffAdminEndpoints,
  ...staffSupportEndpoints,
  ...staffOperatorEndpoints,
};

/**
 * The TypeBox schemas of every endpoint, by area and name as the registry lists them: what the
 * API validates requests and answers with and documents in OpenAPI. Only the API and tests
 * import it; the endpoints carry the types of these schemas, never the schemas.
 */
export const endpointSchemas = schemaMap<typeof registry>()({
  system: {
    health: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } },
    ready: { response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema } },
    openapi: {},
    live: {},
    clientErrors: { body: ClientErrorReportSchema, response: { 204: ClientErrorLoggedSchema } },
  },
  site: {
    settings: { querystring: SettingsQuerySchema, response: { 200: SettingsSchema } },
    companyInfo: { response: { 200: CompanyInfoResponseSchema } },
    regions: { querystring: RegionsQuerySchema, response: { 200: RegionsResponseSchema } },
    interests: { response: { 200: InterestsResponseSchema } },
    geocode: { querystring: GeocodeQuerySchema, response: { 200: GeocodeResponseSchema } },
    pageHidden: { response: { 200: OkResponseSchema } },
  },
  user: {
    current: { response: { 200: SessionUserResponseSchema } },
    loginOrPush: {
      querystring: PushQuerySchema,
      body: LoginOrPushBodySchema,
      response: { 200: LoginOrPushResponseSchema },
    },
    update: { body: UpdateUserBodySchema, response: { 200: UserResponseSchema } },
    logout: { response: { 200: OkResponseSchema } },
  },
  account: {
    signup: { body: SignupBodySchema, response: { 201: UserResponseSchema } },
    signupStep: { body: SignupStepBodySchema, response: { 200: UserResponseSchema } },
    activateLink: { querystring: OptionalTokenQuerySchema },
    resendActivation: { response: { 200: OkResponseSchema } },
    requestPasswordReset: { body: EmailBodySchema, response: { 200: OkResponseSchema } },
    checkResetLink: { querystring: TokenQuerySchema, response: { 200: OkResponseSchema } },
    resetPassword: { body: ResetPasswordBodySchema, response: { 200: UserResponseSchema } },
    changePassword: { body: ChangePasswordBodySchema, response: { 200: OkResponseSchema } },
    requestMailChange: { body: MailChangeRequestBodySchema, response: { 200: OkResponseSchema } },
    confirmMailChange: { body: TokenBodySchema, response: { 200: OkResponseSchema } },
    deleteAccount: { body: AccountDeleteBodySchema, response: { 200: OkResponseSchema } },
    reactivateLink: { querystring: TokenQuerySchema },
    requestReactivation: { body: EmailBodySchema, response: { 200: OkResponseSchema } },
    notificationPreferences: { response: { 200: NotificationPreferencesResponseSchema } },
    updateNotificationPreferences: {
      body: UpdateNotificationPreferencesBodySchema,
      response: { 200: NotificationPreferencesResponseSchema },
    },
    outbox: { querystring: OutboxQuerySchema, response: { 200: OutboxResponseSchema } },
  },
  accountData: {
    sessions: { response: { 200: SessionsResponseSchema } },
    endSession: { querystring: SessionIdQuerySchema, response: { 200: OkResponseSchema } },
    endOtherSessions: { response: { 200: OkResponseSchema } },
    removePushSubscription: { body: PushEndpointBodySchema, response: { 200: OkResponseSchema } },
    dataExport: { response: { 200: DataExportResponseSchema } },
    requestDataExport: { response: { 200: DataExportResponseSchema } },
    downloadDataExport: { querystring: DataExportDownloadQuerySchema },
  },
  members: {
    search: { querystring: SearchQuerySchema, response: { 200: SearchResponseSchema } },
    profile: { querystring: ProfileQuerySchema, response: { 200: ProfileResponseSchema } },
    like: { body: ProfileIdBodySchema, response: { 200: LikeResponseSchema } },
    unlike: { querystring: ProfileIdQuerySchema, response: { 200: OkResponseSchema } },
    block: { body: ProfileIdBodySchema, response: { 200: OkResponseSchema } },
    unblock: { querystring: ProfileIdQuerySchema, response: { 200: OkResponseSchema } },
  },
  profileActions: {
    related: {
      querystring: RelatedProfilesQuerySchema,
      response: { 200: RelatedProfilesResponseSchema },
    },
    gifts: { response: { 200: GiftsResponseSchema } },
    sendGift: { body: SendGiftBodySchema, response: { 200: SendGiftResponseSchema } },
    report: { body: ReportBodySchema, response: { 200: ReportResponseSchema } },
  },
  ownProfile: {
    get: { response: { 200: OwnProfileResponseSchema } },
    update: { body: UpdateOwnProfileBodySchema, response: { 200: OwnProfileResponseSchema } },
  },
  safety: {
    get: { response: { 200: SafetyResponseSchema } },
    update: { body: UpdateSafetyBodySchema, response: { 200: SafetyResponseSchema } },
  },
  photos: {
    list: { response: { 200: PhotosResponseSchema } },
    upload: { querystring: PhotoUploadQuerySchema, response: { 201: PhotoUploadResponseSchema } },
    arrange: { body: ArrangePhotosBodySchema, response: { 200: PhotosResponseSchema } },
    remove: { querystring: PhotoIdQuerySchema, response: { 200: OkResponseSchema } },
  },
  chats: {
    list: { querystring: FolderQuerySchema, response: { 200: ChatsResponseSchema } },
    likes: { querystring: FolderQuerySchema, response: { 200: LikesResponseSchema } },
    autoLike: { response: { 200: AutoLikeResponseSchema } },
  },
  conversation: {
    open: { querystring: ChatQuerySchema, response: { 200: ChatResponseSchema } },
    send: { body: SendMessageBodySchema, response: { 201: SendMessageResponseSchema } },
    sendImage: { querystring: ChatImageQuerySchema, response: { 201: SendMessageResponseSchema } },
    read: { body: ChatReadBodySchema, response: { 200: ChatReadResponseSchema } },
    typing: { body: ChatTypingBodySchema, response: { 200: ChatTypingResponseSchema } },
    report: { body: ChatReportBodySchema, response: { 200: ChatReportResponseSchema } },
    remove: { querystring: DeleteChatQuerySchema, response: { 200: OkResponseSchema } },
  },
  payments: {
    discountCode: {
      querystring: DiscountCodeQuerySchema,
      response: { 200: DiscountCodeLookupResponseSchema },
    },
    retentionDiscount: { response: { 200: DiscountCodeResponseSchema } },
    offer: { response: { 200: CreditsOfferResponseSchema } },
    createPayment: { body: CreatePaymentBodySchema, response: { 200: PaymentResponseSchema } },
    payment: { querystring: PaymentIdQuerySchema, response: { 200: PaymentResponseSchema } },
    transactions: { response: { 200: TransactionsResponseSchema } },
    repeatOrders: { response: { 200: RepeatOrdersResponseSchema } },
    repeatOrder: { body: RepeatOrderBodySchema, response: { 200: PaymentResponseSchema } },
    withdraw: { body: WithdrawBodySchema, response: { 200: PaymentResponseSchema } },
    directDebit: { body: DirectDebitBodySchema, response: { 200: DirectDebitResponseSchema } },
    confirmDirectDebit: {
      body: DirectDebitConfirmBodySchema,
      response: { 200: PaymentResponseSchema },
    },
  },
  swipe: {
    swipeCards: { querystring: SwipeQuerySchema, response: { 200: SwipeResponseSchema } },
    swipe: { body: SwipeBodySchema, response: { 200: SwipeActionResponseSchema } },
    matchFinder: {
      querystring: MatchFinderQuerySchema,
      response: { 200: ProposalsResponseSchema },
    },
    matchFinderAction: {
      body: MatchFinderBodySchema,
      response: { 200: MatchFinderActionResponseSchema },
    },
    signupMatches: { response: { 200: ProposalsResponseSchema } },
  },
  landers: {
    lander: { querystring: LanderQuerySchema, response: { 200: LanderResponseSchema } },
  },
  landerMember: {
    member: { querystring: LanderMemberQuerySchema, response: { 200: LanderMemberResponseSchema } },
  },
  complaints: {
    complaint: {
      body: ComplaintBodySchema,
      response: { 200: ComplaintResponseSchema, 201: ComplaintResponseSchema },
    },
  },
  notifications: {
    unsubscribeStatus: {
      querystring: UnsubscribeQuerySchema,
      response: { 200: UnsubscribeResponseSchema },
    },
    unsubscribe: {
      querystring: UnsubscribeQuerySchema,
      body: UnsubscribeBodySchema,
      response: { 200: UnsubscribeResponseSchema },
    },
  },
  testPushService: {
    subscribe: { response: { 201: TestPushSubscriptionSchema } },
    push: { params: TestPushIdParamsSchema },
    messages: { params: TestPushIdParamsSchema, response: { 200: TestPushMessagesResponseSchema } },
    setAnswer: {
      params: TestPushIdParamsSchema,
      body: TestPushAnswerBodySchema,
      response: { 200: TestPushAnswerResponseSchema },
    },
  },
  mailProvider: {
    mailEvent: { body: MailEventBodySchema, response: { 200: OkResponseSchema } },
    outboxEvent: { body: OutboxEventBodySchema },
  },
  paymentProvider: {
    webhook: { body: PaymentWebhookBodySchema, response: { 200: OkResponseSchema } },
  },
  operations: {
    jobs: { response: { 200: JobsResponseSchema } },
    retryJob: { querystring: JobIdQuerySchema, response: { 200: OkResponseSchema } },
  },
  decisions: {
    statements: { response: { 200: StatementsResponseSchema } },
    statement: { querystring: StatementQuerySchema, response: { 200: StatementSchema } },
    appeal: {
      querystring: StatementQuerySchema,
      body: AppealBodySchema,
      response: { 200: StatementSchema },
    },
  },
  staffSession: {
    password: { body: StaffPasswordBodySchema, response: { 200: StaffPasswordResponseSchema } },
    code: { body: StaffCodeBodySchema, response: { 200: StaffMeSchema } },
    logout: {},
    me: { response: { 200: StaffMeSchema } },
  },
  staffQueue: {
    queue: { querystring: QueueQuerySchema, response: { 200: QueueResponseSchema } },
    item: { params: QueueItemParamsSchema, response: { 200: QueueItemDetailSchema } },
    claim: { params: QueueItemParamsSchema, response: { 200: QueueItemSchema } },
    release: { params: QueueItemParamsSchema },
    decide: {
      params: QueueItemParamsSchema,
      body: DecisionBodySchema,
      response: { 200: DecisionResponseSchema },
    },
    decideAppeal: { params: QueueItemParamsSchema, body: AppealDecisionBodySchema },
    photoQueue: { response: { 200: PhotoQueueResponseSchema } },
    photo: { params: QueueItemParamsSchema },
    undo: { params: DecisionParamsSchema },
  },
  staffVerification: {
    queue: { response: { 200: VerificationQueueResponseSchema } },
    selfie: { params: VerificationParamsSchema },
    decide: { params: VerificationParamsSchema, body: VerificationDecisionBodySchema },
  },
  contracts: {
    list: { response: { 200: ContractsResponseSchema } },
    cancel: { body: CancelContractBodySchema, response: { 200: CancelContractResponseSchema } },
  },
  verification: {
    get: { response: { 200: VerificationResponseSchema } },
    pose: { response: { 200: VerificationResponseSchema } },
    submit: { response: { 201: VerificationResponseSchema } },
  },
  staffAudit: {
    list: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } },
    export: { querystring: AuditExportQuerySchema },
  },
  staffTransparency: {
    report: { querystring: TransparencyQuerySchema, response: { 200: TransparencyReportSchema } },
    export: { querystring: TransparencyExportQuerySchema },
  },
  staffMembers: {
    search: { querystring: MemberSearchQuerySchema, response: { 200: MemberSearchResponseSchema } },
    file: { params: MemberParamsSchema, response: { 200: MemberFileSchema } },
    resendActivation: {
      params: MemberParamsSchema,
      body: ResendActivationBodySchema,
      response: { 200: SupportActionResponseSchema },
    },
    endSessions: {
      params: MemberParamsSchema,
      body: SupportActionBodySchema,
      response: { 200: SupportActionResponseSchema },
    },
    dataExport: {
      params: MemberParamsSchema,
      body: SupportActionBodySchema,
      response: { 200: SupportActionResponseSchema },
    },
  },
  staffRefunds: {
    refund: {
      params: PaymentParamsSchema,
      body: RefundBodySchema,
      response: { 200: RefundResponseSchema },
    },
  },
  staffOperator: {
    inbox: { response: { 200: OperatorInboxSchema } },
    conversation: {
      params: OperatorConversationParamsSchema,
      response: { 200: OperatorConversationSchema },
    },
    claim: {
      params: OperatorConversationParamsSchema,
      response: { 200: OperatorClaimResponseSchema },
    },
    release: { params: OperatorConversationParamsSchema },
    answer: {
      params: OperatorConversationParamsSchema,
      body: OperatorAnswerBodySchema,
      response: { 200: OperatorAnswerResponseSchema },
    },
  },
});

let byRoute: Map<string, EndpointTypes> | undefined;

/** The schemas of an endpoint of the registry (one the registry does not list throws). */
export function schemasOf(endpoint: EndpointDescriptor): EndpointTypes {
  byRoute ??= new Map(
    Object.entries(registry).flatMap(([area, list]) =>
      Object.entries(list).map(({ 0: name, 1: { method, path } }): [string, EndpointTypes] => [
        `${method} ${path}`,
        (endpointSchemas as Record<string, Record<string, EndpointTypes>>)[area]![name]!,
      ]),
    ),
  );
  const schemas = byRoute.get(`${endpoint.method} ${endpoint.path}`);
  if (!schemas)
    throw new Error(`${endpoint.method} ${endpoint.path} is no endpoint of the registry`);
  return schemas;
}
