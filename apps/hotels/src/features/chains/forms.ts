import { ChainsMessages, MANAGER_ACCESS_LEVELS, ratesAddUp, type ManagerAccessLevel } from '@backoffice/contracts';
import type { FieldValues, Path } from 'react-hook-form';
import { array, boolean, mixed, number, object, string, type ObjectSchema } from 'yup';

/** The chain form's fields with the API's refusals about each (a name taken, rates that do not add up). */
export const CHAIN_FIELD_MESSAGES: readonly (readonly [Path<ChainForm>, readonly string[]])[] = [
  ['clientTypeName', [ChainsMessages.chain.nameRequired, ChainsMessages.chain.nameTaken, ChainsMessages.chain.otherLocked]],
  ['commissionRate', [ChainsMessages.chain.rateRequired, ChainsMessages.chain.rateRange]],
  ['commissionRateGST', [ChainsMessages.chain.rateSum]],
];

/** The property chain form (docs/areas/chains.md, "Property Chain management"): rates in percent. */
export interface ChainForm {
  clientTypeName: string;
  commissionRate: number | null;
  commissionRateNotGST: number | null;
  commissionRateGST: number | null;
}

export const EMPTY_CHAIN_FORM: ChainForm = { clientTypeName: '', commissionRate: null, commissionRateNotGST: null, commissionRateGST: null };

const rate = () =>
  number()
    .nullable()
    .defined()
    .test('non-zero', ChainsMessages.chain.rateRequired, (v) => v !== null && v !== undefined && v !== 0);

/**
 * The chain form's rules, in the API's order: name required, each rate non-zero, then the rate including GST
 * equal to the other two added (checked once all three are given, shown under the GST field).
 */
export const chainFormSchema: ObjectSchema<ChainForm> = object({
  clientTypeName: string().trim().required(ChainsMessages.chain.nameRequired),
  commissionRate: rate(),
  commissionRateNotGST: rate(),
  commissionRateGST: rate().test('sum', ChainsMessages.chain.rateSum, (gst, ctx) => {
    const { commissionRate: incl, commissionRateNotGST: excl } = ctx.parent as ChainForm;
    if (!incl || !excl || !gst) return true;
    return ratesAddUp(incl, excl, gst);
  }),
});

/** The Add Manager form (docs/areas/chains.md, "Managers list"); '' while no type or chain is chosen. */
export interface ManagerForm {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  accessLevel: ManagerAccessLevel | '';
  commission: string;
  hotelId: string[];
}

export const EMPTY_MANAGER_FORM: ManagerForm = { firstName: '', lastName: '', email: '', mobile: '', accessLevel: '', commission: '', hotelId: [] };

/** The manager forms' fields with the API's refusals about each (Add Manager's hotels are `hotelId`, Edit's `hotel`). */
export const managerFieldMessages = <F extends FieldValues>(hotels: Path<F>): readonly (readonly [Path<F>, readonly string[]])[] => [
  ['firstName' as Path<F>, [ChainsMessages.manager.firstNameRequired]],
  ['lastName' as Path<F>, [ChainsMessages.manager.lastNameRequired]],
  ['email' as Path<F>, [ChainsMessages.manager.emailRequired, ChainsMessages.manager.emailInvalid, ChainsMessages.manager.emailTaken]],
  [hotels, [ChainsMessages.manager.hotelsRequired, ChainsMessages.manager.hotelsOutsideChain]],
];

/** The Add Manager rules, in the spec's order: names, e-mail, type, chain, and hotels for a Hotel Manager. */
export const managerFormSchema: ObjectSchema<ManagerForm> = object({
  firstName: string().trim().required(ChainsMessages.manager.firstNameRequired),
  lastName: string().trim().required(ChainsMessages.manager.lastNameRequired),
  email: string().trim().required(ChainsMessages.manager.emailRequired).email(ChainsMessages.manager.emailInvalid),
  mobile: string().trim().defined(),
  accessLevel: mixed<ManagerAccessLevel | ''>()
    .defined()
    .test('type', ChainsMessages.manager.typeRequired, (v) => (MANAGER_ACCESS_LEVELS as readonly string[]).includes(v ?? '')),
  commission: string().defined().required(ChainsMessages.manager.chainRequired),
  hotelId: array(string().defined())
    .defined()
    .when('accessLevel', { is: 'REGIONALMANAGER', then: (s) => s.min(1, ChainsMessages.manager.hotelsRequired) }),
});

/** The manager edit form: the type and chain are shown, not edited. */
export interface ManagerEditForm {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  hotelManager: boolean;
  hotel: string[];
}

export const managerEditSchema: ObjectSchema<ManagerEditForm> = object({
  firstName: string().trim().required(ChainsMessages.manager.firstNameRequired),
  lastName: string().trim().required(ChainsMessages.manager.lastNameRequired),
  email: string().trim().required(ChainsMessages.manager.emailRequired).email(ChainsMessages.manager.emailInvalid),
  mobile: string().trim().defined(),
  hotelManager: boolean().defined(),
  hotel: array(string().defined())
    .defined()
    .when('hotelManager', { is: true, then: (s) => s.min(1, ChainsMessages.manager.hotelsRequired) }),
});
