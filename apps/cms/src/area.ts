import { getArea, type Area } from '@backoffice/contracts';

/** This remote's route table (libs/contracts AREAS): the shell's sidebar and this Module read the same list. */
export const AREA: Area = getArea('cms');
