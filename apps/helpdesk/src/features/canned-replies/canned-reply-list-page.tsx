import {
  CANNED_REPLY_PLACEHOLDERS,
  CANNED_REPLY_PLACEHOLDER_DESCRIPTIONS,
  CANNED_REPLY_TITLE_MAX_LENGTH,
  HelpdeskMessages,
  Roles,
  formatDateTime,
  isBlankHtml,
  type CannedReply,
  type CannedReplyKind,
} from '@backoffice/contracts';
import {
  ListPage,
  ListToolbar,
  QueryFilter,
  SearchField,
  listRows,
  statusOf,
  useAction,
  useConfirmedAction,
  useListQuery,
  useSearchParam,
} from '@backoffice/remote-kit';
import { RichTextField } from '@backoffice/rich-text';
import { useAuth } from '@backoffice/shell-sdk';
import { Box, Button, Dialog, HStack, Stack, Text, TextField, chakra, type DataGridColumn } from '@backoffice/ui';
import { Modal, SaveFooter, SelectField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { mixed, object, string, type ObjectSchema } from 'yup';
import { useDepartments } from '../departments/api';
import { useWholeListPage } from '../shared/list-page-size';
import {
  filterCannedReplies,
  useCannedReplies,
  useCreateCannedReply,
  useDeleteCannedReply,
  useUpdateCannedReply,
} from './api';

/** The list's name for its column choice and rows per page in this browser. */
const LIST_KEY = 'canned-replies';
/** The URL keys the list reads besides page/sort/order (docs/areas/platform.md, "Saved views"). */
const VIEW_PARAMS = ['kind', 'departmentId', 'q'];
/** Wait after the last keystroke in the title search before filtering, in ms. */
export const TITLE_SEARCH_DEBOUNCE_MS = 300;

/** ours: the error toasts' titles when the API gives no message of its own. */
export const CANNED_REPLY_NOT_SAVED = 'The canned reply could not be saved.';
export const CANNED_REPLY_NOT_DELETED = 'The canned reply could not be deleted.';

const KIND_OPTIONS = [
  { value: 'department', label: 'Department' },
  { value: 'personal', label: 'Personal' },
];
const isKind = (v: string | null): v is CannedReplyKind => v === 'department' || v === 'personal';

/** What the add/edit form holds. `departmentId` matters for a SuperAdmin's department reply only. */
interface CannedReplyValues {
  kind: CannedReplyKind;
  departmentId: string;
  title: string;
  body: string;
}

/** The add/edit form's schema: the API's limits and messages (libs/contracts canned-replies.ts). */
const cannedReplySchema = (needsDepartment: boolean): ObjectSchema<CannedReplyValues> =>
  object({
    kind: mixed<CannedReplyKind>().oneOf(['department', 'personal']).required(HelpdeskMessages.cannedReplies.kindInvalid),
    departmentId: string()
      .defined()
      .when('kind', {
        is: (kind: string) => needsDepartment && kind === 'department',
        then: (s) => s.required(HelpdeskMessages.cannedReplies.departmentInvalid),
      }),
    title: string()
      .trim()
      .required(HelpdeskMessages.cannedReplies.titleRequired)
      .max(CANNED_REPLY_TITLE_MAX_LENGTH, HelpdeskMessages.cannedReplies.titleRequired),
    body: string()
      .defined()
      .test('not-blank', HelpdeskMessages.cannedReplies.bodyRequired, (html) => !isBlankHtml(html)),
  });

/** The API's 400 messages that name a field of the form. */
const FIELD_OF_MESSAGE: Readonly<Record<string, keyof CannedReplyValues>> = {
  [HelpdeskMessages.cannedReplies.titleRequired]: 'title',
  [HelpdeskMessages.cannedReplies.bodyRequired]: 'body',
  [HelpdeskMessages.cannedReplies.departmentInvalid]: 'departmentId',
  [HelpdeskMessages.cannedReplies.kindInvalid]: 'kind',
};

/** Whose a reply is, as the list and the picker say it: its department's name, or 'Personal'. */
export const cannedReplyOwnerText = (reply: CannedReply) => (reply.department ? reply.department.name : 'Personal');

/**
 * /canned-replies (docs/areas/helpdesk.md, "Canned replies"; SuperAdmin and Department users): the canned replies
 * the user may use — its personal ones and its department's (a SuperAdmin: every department's) — by title, filtered
 * by kind, by department (SuperAdmin) and by title (once typing pauses), 10 per page; filters and page live in the
 * URL. "Add canned reply" and each row's Edit open a form (kind and department when adding, title, the rich-text
 * body with the placeholders it may hold); Delete asks first. The API's messages show under their field or as a
 * toast.
 */
export function CannedReplyListPage() {
  const superAdmin = useAuth().user?.role === Roles.SuperAdmin;
  const listQuery = useListQuery();
  const { params, setQuery } = listQuery;
  const [qInput, setQInput, q] = useSearchParam(listQuery, 'q', TITLE_SEARCH_DEBOUNCE_MS);
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const departmentId = superAdmin ? params.get('departmentId') || undefined : undefined;
  const departments = useDepartments(undefined, { enabled: superAdmin });
  const list = useCannedReplies({ kind, departmentId });
  const [editing, setEditing] = useState<CannedReply | 'new' | null>(null);

  const remove = useAction(useDeleteCannedReply(), {
    success: (result) => result.message || HelpdeskMessages.cannedReplies.deleted,
    failure: CANNED_REPLY_NOT_DELETED,
  });
  const deleting = useConfirmedAction(
    remove,
    { message: HelpdeskMessages.cannedReplies.confirmDelete, confirmLabel: 'Delete', destructive: true },
    (r: CannedReply) => r._id,
  );
  const askDelete = deleting.ask;

  const items = useMemo(() => (list.data ? filterCannedReplies(list.data, q) : undefined), [list.data, q]);
  const { rows, pagination } = useWholeListPage(LIST_KEY, listQuery, list, items);

  const columns = useMemo<DataGridColumn<CannedReply>[]>(
    () => [
      { id: 'title', header: 'Title', kind: 'name', priority: 1, width: '22rem', cell: (r) => r.title, cellStyle: { fontWeight: 'medium' } },
      { id: 'owner', header: 'Kind', cell: (r) => cannedReplyOwnerText(r), width: '14rem' },
      { id: 'updatedAt', header: 'Updated', cell: (r) => formatDateTime(r.updatedAt), width: '12rem' },
      {
        id: 'action',
        header: 'Action',
        pin: 'end',
        width: '11rem',
        cell: (r) => (
          <HStack gap="2">
            <Button size="xs" variant="outline" aria-label={`Edit ${r.title}`} onClick={() => setEditing(r)}>
              Edit
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${r.title}`} onClick={() => askDelete(r)}>
              Delete
            </Button>
          </HStack>
        ),
      },
    ],
    [askDelete],
  );

  const departmentOptions = (departments.data ?? []).map((d) => ({ value: d._id, label: d.name }));

  return (
    <>
      <ListPage
        title="Canned Replies"
        subtitle="Saved answers to insert into a ticket's reply with the Canned reply button or by typing /."
        actions={
          <Button colorPalette="blue" size="sm" onClick={() => setEditing('new')}>
            Add canned reply
          </Button>
        }
        filters={
          <ListToolbar>
            <SearchField label="Title" placeholder="Search by title" value={qInput} onChange={setQInput} />
            <QueryFilter label="Kind" minW="40" list={{ setQuery }} param="kind" value={kind ?? ''} options={KIND_OPTIONS} />
            {superAdmin ? (
              <QueryFilter
                label="Department"
                minW="48"
                list={{ setQuery }}
                param="departmentId"
                value={departmentId ?? ''}
                options={departmentOptions}
              />
            ) : null}
          </ListToolbar>
        }
        {...listRows(list, rows, 'canned replies')}
        listKey={LIST_KEY}
        viewParams={VIEW_PARAMS}
        columns={columns}
        pagination={pagination}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add canned reply' : 'Edit canned reply'}
        onClose={() => setEditing(null)}
        size="lg"
      >
        <CannedReplyForm
          reply={editing === 'new' ? undefined : (editing ?? undefined)}
          superAdmin={superAdmin}
          departmentOptions={departmentOptions}
          onDone={() => setEditing(null)}
        />
      </Modal>
      {deleting.dialog}
    </>
  );
}

/** The add (without `reply`) or edit form, inside the page's modal. */
function CannedReplyForm({
  reply,
  superAdmin,
  departmentOptions,
  onDone,
}: {
  reply?: CannedReply;
  superAdmin: boolean;
  departmentOptions: { value: string; label: string }[];
  onDone: () => void;
}) {
  const form = useForm<CannedReplyValues>({
    resolver: yupResolver(cannedReplySchema(superAdmin && !reply)),
    defaultValues: {
      kind: reply?.kind ?? 'personal',
      departmentId: reply?.department?._id ?? '',
      title: reply?.title ?? '',
      body: reply?.body ?? '',
    },
  });
  const { control, handleSubmit, setError, watch } = form;
  const onError = (error: unknown, message: string) => {
    const field = FIELD_OF_MESSAGE[message];
    if (statusOf(error) !== 400 || !field) return false;
    setError(field, { message }, { shouldFocus: true });
    return true;
  };
  const create = useAction(useCreateCannedReply(), {
    success: (result) => result.message || HelpdeskMessages.cannedReplies.added,
    failure: CANNED_REPLY_NOT_SAVED,
    onError,
  });
  const update = useAction(useUpdateCannedReply(), {
    success: (result) => result.message || HelpdeskMessages.cannedReplies.updated,
    failure: CANNED_REPLY_NOT_SAVED,
    onError,
  });
  const saving = create.isPending || update.isPending;

  const submit = handleSubmit(async ({ kind, departmentId, title, body }) => {
    const result = reply
      ? await update.run({ id: reply._id, body: { title, body } })
      : await create.run({ kind, ...(kind === 'department' && superAdmin ? { departmentId } : {}), title, body });
    if (result) onDone();
  });

  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate aria-label={reply ? 'Edit canned reply' : 'Add canned reply'}>
      <Dialog.Body>
        <Stack gap="4">
          {reply ? (
            <Text fontSize="sm" color="fg.muted">
              {cannedReplyOwnerText(reply)}
            </Text>
          ) : (
            <SelectField control={control} name="kind" label="Kind" options={KIND_OPTIONS} maxW="xs" />
          )}
          {!reply && superAdmin && watch('kind') === 'department' ? (
            <SelectField control={control} name="departmentId" label="Department" options={departmentOptions} placeholder="Choose a department" maxW="xs" />
          ) : null}
          <TextField control={control} name="title" label="Title" maxLength={CANNED_REPLY_TITLE_MAX_LENGTH} autoComplete="off" />
          <RichTextField control={control} name="body" label="Reply" height={200} />
          <Box fontSize="xs" color="fg.muted">
            <Text fontWeight="medium">Placeholders, filled in when the reply is inserted into a ticket:</Text>
            <chakra.ul pl="4" listStyleType="disc">
              {CANNED_REPLY_PLACEHOLDERS.map((p) => (
                <li key={p}>
                  <chakra.code>{`{{${p}}}`}</chakra.code> — {CANNED_REPLY_PLACEHOLDER_DESCRIPTIONS[p]}
                </li>
              ))}
            </chakra.ul>
          </Box>
        </Stack>
      </Dialog.Body>
      <SaveFooter onCancel={onDone} saving={saving} />
    </chakra.form>
  );
}
