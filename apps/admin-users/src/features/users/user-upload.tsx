import {
  USER_UPLOAD_ACCEPT,
  USER_UPLOAD_COLUMNS,
  USER_UPLOAD_MAX_BYTES,
  USER_UPLOAD_MAX_ROWS,
  UsersMessages,
  formatBytes,
  formatNumber,
  formatPercent,
} from '@backoffice/contracts/constants';
import type { UserUploadReport } from '@backoffice/contracts';
import { useAction } from '@backoffice/remote-kit';
import { Box, Field, HStack, Input, Spinner, Stack, Text } from '@backoffice/ui';
import { useRef, useState, type ChangeEvent } from 'react';
import { useUploadUsers } from './api';
import { UploadReport } from './upload-report';

/** The input's hint; sizes and counts through the format module ('5.0 MB', '5,000'). */
const hint = () =>
  `An .xlsx sheet with the columns ${USER_UPLOAD_COLUMNS.join(', ')} (Email required), ` +
  `up to ${formatBytes(USER_UPLOAD_MAX_BYTES)} and ${formatNumber(USER_UPLOAD_MAX_ROWS)} rows.`;

/** Where an upload stands: the file going up (`fraction` 0–1), then the server reading the sheet. */
type Phase = { step: 'idle' } | { step: 'sending'; fraction: number } | { step: 'reading' };

/**
 * The Excel upload of /users (docs/areas/users.md, "Upload"): a file input labelled 'Upload Excel' offering
 * .xlsx only (USER_UPLOAD_ACCEPT; a .xls sent anyway gets the API's own message). A picked file over
 * USER_UPLOAD_MAX_BYTES is refused here with UsersMessages.upload.tooLarge and never sent; any other is sent at
 * once, with a progress bar while it goes up and 'Reading the sheet…' while the server reads it. The answer's
 * report shows under the input, with the toast 'Users uploaded Successfully' (remote-kit's useAction); a failure
 * shows the server's message (413, 415, 400) or UsersMessages.upload.failed under the input, once (no toast). The
 * user lists reload either way.
 */
export function UserUpload() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<{ report: UserUploadReport; fileName: string } | null>(null);
  const upload = useAction(useUploadUsers(), {
    success: (report) => report.message || UsersMessages.upload.success,
    failure: UsersMessages.upload.failed,
    onError: (_error, message) => {
      setFailure(message);
      return true;
    },
  });

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be picked again (uploading a sheet twice creates nothing twice).
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setFailure(null);
    if (file.size > USER_UPLOAD_MAX_BYTES) {
      setFailure(UsersMessages.upload.tooLarge);
      return;
    }
    setResult(null);
    setPhase({ step: 'sending', fraction: 0 });
    const report = await upload.run({
      file,
      onProgress: (fraction) => setPhase(fraction >= 1 ? { step: 'reading' } : { step: 'sending', fraction }),
    });
    setPhase({ step: 'idle' });
    if (report) setResult({ report, fileName: file.name });
  };

  const busy = phase.step !== 'idle';
  const percent = phase.step === 'sending' ? Math.round(phase.fraction * 100) : 100;
  return (
    <Stack gap="3" width="full">
      <Field.Root invalid={Boolean(failure)} disabled={busy} maxW="md">
        <Field.Label>Upload Excel</Field.Label>
        <Input ref={inputRef} type="file" accept={USER_UPLOAD_ACCEPT} onChange={(e) => void onChange(e)} p="1" h="auto" />
        <Field.HelperText>{hint()}</Field.HelperText>
        {failure ? <Field.ErrorText>{failure}</Field.ErrorText> : null}
      </Field.Root>
      {phase.step === 'sending' ? (
        <Box role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} maxW="md">
          <Text fontSize="sm">Uploading… {formatPercent(percent, { digits: 0 })}</Text>
          <Box h="1.5" bg="gray.100" rounded="full" overflow="hidden">
            <Box h="full" bg="blue.500" width={`${percent}%`} transition="width 0.2s" />
          </Box>
        </Box>
      ) : null}
      {phase.step === 'reading' ? (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text fontSize="sm">Reading the sheet…</Text>
        </HStack>
      ) : null}
      {result ? <UploadReport report={result.report} fileName={result.fileName} onDismiss={() => setResult(null)} /> : null}
    </Stack>
  );
}
