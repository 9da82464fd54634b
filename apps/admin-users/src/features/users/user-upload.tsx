import {
  USER_UPLOAD_ACCEPT,
  USER_UPLOAD_COLUMNS,
  USER_UPLOAD_MAX_BYTES,
  USER_UPLOAD_MAX_ROWS,
  UsersMessages,
} from '@backoffice/contracts/constants';
import type { UserUploadReport } from '@backoffice/contracts';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Field, HStack, Input, Spinner, Stack, Text } from '@backoffice/ui';
import { useRef, useState, type ChangeEvent } from 'react';
import { useUploadUsers } from './api';
import { failureText } from '../shared/failure';
import { UploadReport } from './upload-report';

const HINT =
  `An .xlsx sheet with the columns ${USER_UPLOAD_COLUMNS.join(', ')} (Email required), ` +
  `up to ${USER_UPLOAD_MAX_BYTES / 1024 / 1024} MB and ${USER_UPLOAD_MAX_ROWS.toLocaleString('en')} rows.`;

/** Where an upload stands: the file going up (`fraction` 0–1), then the server reading the sheet. */
type Phase = { step: 'idle' } | { step: 'sending'; fraction: number } | { step: 'reading' };

/**
 * The Excel upload of /users (docs/areas/users.md, "Upload"): a file input labelled 'Upload Excel' offering
 * .xlsx only (USER_UPLOAD_ACCEPT; a .xls sent anyway gets the API's own message). A picked file over
 * USER_UPLOAD_MAX_BYTES is refused here with UsersMessages.upload.tooLarge and never sent; any other is sent at
 * once, with a progress bar while it goes up and 'Reading the sheet…' while the server reads it. The answer's
 * report shows under the input, with the toast 'Users uploaded Successfully'; a failure shows the server's message
 * (413, 415, 400) or UsersMessages.upload.failed, as a toast and under the input. The user lists reload either way.
 */
export function UserUpload() {
  const notify = useNotify();
  const upload = useUploadUsers();
  const inputRef = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<{ report: UserUploadReport; fileName: string } | null>(null);

  const fail = (message: string) => {
    setFailure(message);
    notify({ type: 'error', title: message });
  };

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be picked again (uploading a sheet twice creates nothing twice).
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setFailure(null);
    if (file.size > USER_UPLOAD_MAX_BYTES) {
      fail(UsersMessages.upload.tooLarge);
      return;
    }
    setResult(null);
    setPhase({ step: 'sending', fraction: 0 });
    try {
      const report = await upload.mutateAsync({
        file,
        onProgress: (fraction) => setPhase(fraction >= 1 ? { step: 'reading' } : { step: 'sending', fraction }),
      });
      setResult({ report, fileName: file.name });
      notify({ type: 'success', title: report.message || UsersMessages.upload.success });
    } catch (err) {
      fail(failureText(err, UsersMessages.upload.failed));
    } finally {
      setPhase({ step: 'idle' });
    }
  };

  const busy = phase.step !== 'idle';
  const percent = phase.step === 'sending' ? Math.round(phase.fraction * 100) : 100;
  return (
    <Stack gap="3">
      <Field.Root invalid={Boolean(failure)} disabled={busy} maxW="md">
        <Field.Label>Upload Excel</Field.Label>
        <Input ref={inputRef} type="file" accept={USER_UPLOAD_ACCEPT} onChange={(e) => void onChange(e)} p="1" h="auto" />
        <Field.HelperText>{HINT}</Field.HelperText>
        {failure ? <Field.ErrorText>{failure}</Field.ErrorText> : null}
      </Field.Root>
      {phase.step === 'sending' ? (
        <Box role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} maxW="md">
          <Text fontSize="sm">Uploading… {percent}%</Text>
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
