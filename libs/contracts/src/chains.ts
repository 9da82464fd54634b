/**
 * The property chains area's wire shapes (docs/areas/chains.md, "Calls"): chains (the spec's commission),
 * managers and Expedia error reports. Rates are percentages with at most 2 decimals; instants ISO strings.
 * Every call needs a SuperAdmin except the public Expedia report.
 */
import { Type, type Static } from 'typebox';
import { ID_MAX_LENGTH } from './constants/common';
import { ChainsRoutes, EXPEDIA_STATUSES, MANAGER_ACCESS_LEVELS } from './constants/chains';
import { MessageResponseSchema } from './auth';
import { defineOperation } from './operation';

const Id = /*#__PURE__*/ Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Type.Null(), t]);
const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));
const Rate = /*#__PURE__*/ Type.Number({ minimum: -1000, maximum: 1000 });
const Text = (max: number) => Type.String({ maxLength: max });

/** A property chain: `commissionRate` includes GST = `commissionRateNotGST` + `commissionRateGST`. */
export const ChainSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  clientTypeName: Type.String(),
  commissionRate: Type.Number(),
  commissionRateNotGST: Type.Number(),
  commissionRateGST: Type.Number(),
  commissionUrl: Type.String(),
  /** Hotels in the chain (not deleted). */
  hotelCount: Type.Integer(),
});
export type Chain = Static<typeof ChainSchema>;
export const ChainListResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(ChainSchema) });
export type ChainListResponse = Static<typeof ChainListResponseSchema>;

/**
 * POST /admin/commission (and PUT with `id`): fields optional so that the API answers the form's own messages in
 * order; `commissionUrl` is accepted and ignored (the API builds it from the configured base and the name).
 */
export const ChainBodySchema = /*#__PURE__*/ Type.Object(
  {
    id: Type.Optional(Id),
    clientTypeName: Type.Optional(Text(120)),
    commissionRate: Type.Optional(Nullable(Rate)),
    commissionRateNotGST: Type.Optional(Nullable(Rate)),
    commissionRateGST: Type.Optional(Nullable(Rate)),
    commissionUrl: Type.Optional(Text(500)),
  },
  { additionalProperties: false },
);
export type ChainBody = Static<typeof ChainBodySchema>;
export const ChainSavedResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: ChainSchema });
export const ChainNameParamsSchema = /*#__PURE__*/ Type.Object({ clientTypeName: Type.String({ minLength: 1, maxLength: 120 }) });

/** A manager (Revenue Manager: GROUPMANAGER, one chain; Hotel Manager: REGIONALMANAGER, chosen hotels of it). */
export const ManagerSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  accessLevel: literals(MANAGER_ACCESS_LEVELS),
  commission: Nullable(Type.Object({ _id: Type.String(), clientTypeName: Type.String() })),
  hotel: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
});
export type Manager = Static<typeof ManagerSchema>;
export const ManagerListResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(ManagerSchema) });
export type ManagerListResponse = Static<typeof ManagerListResponseSchema>;

/** POST /user/createManager: fields optional so that the API answers the spec's messages in order. */
export const CreateManagerBodySchema = /*#__PURE__*/ Type.Object(
  {
    firstName: Type.Optional(Text(100)),
    lastName: Type.Optional(Text(100)),
    email: Type.Optional(Text(254)),
    mobile: Type.Optional(Text(40)),
    commission: Type.Optional(Nullable(Id)),
    accessLevel: Type.Optional(Type.String({ maxLength: 40 })),
    hotelId: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  },
  { additionalProperties: false },
);
export type CreateManagerBody = Static<typeof CreateManagerBodySchema>;

/** PUT /user/UpdateManager: names, e-mail, mobile, and the hotels of a Hotel Manager; the type and chain stay. */
export const UpdateManagerBodySchema = /*#__PURE__*/ Type.Object(
  {
    _id: Id,
    firstName: Type.Optional(Text(100)),
    lastName: Type.Optional(Text(100)),
    email: Type.Optional(Text(254)),
    mobile: Type.Optional(Text(40)),
    hotel: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  },
  { additionalProperties: false },
);
export type UpdateManagerBody = Static<typeof UpdateManagerBodySchema>;
export const ManagerSavedResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: ManagerSchema });

/**
 * An Expedia error report filed by the customer app; `hotel` is the hotel whose Expedia URL is the report's `url`
 * (the first added, when several share it), null when none has it.
 */
export const ExpediaReportSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  createdAt: Type.String(),
  user: Type.Object({ fullName: Type.String(), email: Type.String(), contactNo: Type.String() }),
  status: literals(EXPEDIA_STATUSES),
  url: Type.String(),
  hotel: Nullable(Type.Object({ _id: Type.String(), name: Type.String() })),
});
export type ExpediaReport = Static<typeof ExpediaReportSchema>;
export const ExpediaReportListResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(ExpediaReportSchema) });
export type ExpediaReportListResponse = Static<typeof ExpediaReportListResponseSchema>;
export const ReportStatusBodySchema = /*#__PURE__*/ Type.Object({ status: literals(EXPEDIA_STATUSES) }, { additionalProperties: false });
export const ReportParamsSchema = /*#__PURE__*/ Type.Object({ id: Id });

/** POST /report (public, rate limited): the customer app files an error of a hotel's Expedia link. */
export const FileReportBodySchema = /*#__PURE__*/ Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: 200 }),
    email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
    contactNo: Type.Optional(Type.String({ maxLength: 40 })),
    url: Type.String({ minLength: 8, maxLength: 2000, pattern: '^https?://' }),
  },
  { additionalProperties: false },
);
export type FileReportBody = Static<typeof FileReportBodySchema>;

/** PUT /report/:id: the report as it now is. */
export const ReportStatusResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: ExpediaReportSchema });

// The chains area's operations (docs/areas/chains.md, "Calls"): the API registers each route from its operation and
// the api-client calls it (operation.ts). Every one needs a SuperAdmin but fileExpediaReport (public).
export const ChainsOperations = {
  /** POST /admin/commission/list (no body): every chain with its hotel count. */
  listChains: /*#__PURE__*/ defineOperation({ ...ChainsRoutes.listChains, response: { 200: ChainListResponseSchema } }),
  /** POST /admin/commission: a new chain (201). */
  createChain: /*#__PURE__*/ defineOperation({ ...ChainsRoutes.createChain, body: ChainBodySchema, response: { 201: ChainSavedResponseSchema } }),
  /** PUT /admin/commission with `id`. */
  updateChain: /*#__PURE__*/ defineOperation({ ...ChainsRoutes.updateChain, body: ChainBodySchema, response: { 200: ChainSavedResponseSchema } }),
  /** DELETE /admin/commission/:clientTypeName: 409 while the chain has hotels, or for Other. */
  deleteChain: /*#__PURE__*/ defineOperation({ ...ChainsRoutes.deleteChain, params: ChainNameParamsSchema, response: { 200: MessageResponseSchema } }),
  /** POST /user/createManager (201). */
  createManager: /*#__PURE__*/ defineOperation({ ...ChainsRoutes.createManager, body: CreateManagerBodySchema, response: { 201: ManagerSavedResponseSchema } }),
  /** GET /user/employeeList: the Revenue Managers and Hotel Managers. */
  listManagers: /*#__PURE__*/ defineOperation({ ...ChainsRoutes.listManagers, response: { 200: ManagerListResponseSchema } }),
  /** PUT /user/UpdateManager: the type and chain stay. */
  updateManager: /*#__PURE__*/ defineOperation({ ...ChainsRoutes.updateManager, body: UpdateManagerBodySchema, response: { 200: ManagerSavedResponseSchema } }),
  /** DELETE /user/removeManager/:id. */
  deleteManager: /*#__PURE__*/ defineOperation({ ...ChainsRoutes.deleteManager, params: ReportParamsSchema, response: { 200: MessageResponseSchema } }),
  /** GET /report: the Expedia error reports, newest first. */
  listExpediaReports: /*#__PURE__*/ defineOperation({ ...ChainsRoutes.listExpediaReports, response: { 200: ExpediaReportListResponseSchema } }),
  /** PUT /report/:id `{ status }`: the toggle; answers the report as it now is. */
  setExpediaReportStatus: /*#__PURE__*/ defineOperation({
    ...ChainsRoutes.setExpediaReportStatus,
    params: ReportParamsSchema,
    body: ReportStatusBodySchema,
    response: { 200: ReportStatusResponseSchema },
  }),
  /** POST /report (public, rate limited per address): the customer app files an error of a hotel's Expedia link. */
  fileExpediaReport: /*#__PURE__*/ defineOperation({ ...ChainsRoutes.fileExpediaReport, body: FileReportBodySchema, response: { 201: MessageResponseSchema } }),
};
/** The chains area's operations by name (`ChainsOperations['listChains']`: the api-client's type of a call). */
export type ChainsOperations = typeof ChainsOperations;
