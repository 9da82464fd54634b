import { ChainsMessages, MANAGER_ACCESS_LEVELS, ratesAddUp, type ManagerAccessLevel } from '@backoffice/contracts';
import { statusOf } from '@backoffice/remote-kit';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { array, boolean, mixed, number, object, string, type ObjectSchema } from 'yup';

/**
 * useAction's `onError` for a form (docs/frontend-data.md, "Mutations"): a refusal (4xx) whose message is about one
 * of the form's fields (`fields`: message → field) shows beside that field, focused, and raises no toast.
 */
export function fieldFailure<F extends FieldValues>(setError: UseFormSetError<F>, fields: Readonly<Record<string, Path<F>>>) {
  return (error: unknown, message: string): boolean => {
    const status = statusOf(error) ?? 0;
    const field = status >= 400 && status < 500 ? fields[message] : undefined;
    if (field) setError(field, { message }, { shouldFocus: true });
    return Boolean(field);
  };
}

/** The chain form's field each of the API's refusals is about. */
export const CHAIN_FIELD_OF_MESSAGE: Readonly<Record<string, Path<ChainForm>>> = {
  [ChainsMessages.chain.nameRequired]: 'clientTypeName',
  [ChainsMessages.chain.nameTaken]: 'clientTypeName',
  [ChainsMessages.chain.otherLocked]: 'clientTypeName',
  [ChainsMessages.chain.rateRequired]: 'commissionRate',
  [ChainsMessages.chain.rateRange]: 'commissionRate',
  [ChainsMessages.chain.rateSum]: 'commissionRateGST',
};

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

/** The manager forms' field each of the API's refusals is about (Add Manager's hotels are `hotelId`, Edit's `hotel`). */
export const managerFieldOfMessage = <F extends FieldValues>(hotels: Path<F>): Readonly<Record<string, Path<F>>> => ({
  [ChainsMessages.manager.firstNameRequired]: 'firstName' as Path<F>,
  [ChainsMessages.manager.lastNameRequired]: 'lastName' as Path<F>,
  [ChainsMessages.manager.emailRequired]: 'email' as Path<F>,
  [ChainsMessages.manager.emailInvalid]: 'email' as Path<F>,
  [ChainsMessages.manager.emailTaken]: 'email' as Path<F>,
  [ChainsMessages.manager.hotelsRequired]: hotels,
  [ChainsMessages.manager.hotelsOutsideChain]: hotels,
});

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
