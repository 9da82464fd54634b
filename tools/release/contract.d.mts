// Types of contract.mjs for the TypeScript specs that import it (the script itself is plain ESM, run by node).
export interface ContractExport {
  kind: string;
  signature: string;
}
export interface Contract {
  exports: Record<string, Record<string, ContractExport>>;
  shared: Record<string, string>;
}
export interface ContractOptions {
  root: string;
  file?: string;
  entries?: Record<string, string>;
  shared?: Record<string, string>;
}
export const CONTRACT_FILE: string;
export function sharedEntries(): Record<string, string>;
export function sharedRanges(): Record<string, string>;
export function liveContract(options: ContractOptions): Contract;
export function parseVersion(version: string): [number, number];
export function compareContract(
  recorded: Contract,
  live: Contract,
): { breaking: string[]; added: string[]; needed: 'major' | 'minor' | null };
export function checkContract(options: ContractOptions & { live?: Contract }): {
  ok: boolean;
  version: string | null;
  message: string;
};
export function writeContract(options: ContractOptions & { version?: string }): {
  version: string;
  file: string;
};
