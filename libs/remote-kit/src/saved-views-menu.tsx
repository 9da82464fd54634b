import { createView, deleteView, listViews, setDefaultView, updateView } from '@backoffice/api-client';
import {
  ALL_ROLES,
  Roles,
  VIEW_NAME_MAX_LENGTH,
  ViewMessages,
  formatNumber,
  type CreateViewBody,
  type Role,
  type SavedView,
} from '@backoffice/contracts';
import { useAuth } from '@backoffice/shell-sdk';
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Menu,
  Portal,
  Text,
  VisuallyHidden,
  chakra,
  type DataGridColumn,
} from '@backoffice/ui';
import { Modal, SaveFooter, useGridHidden } from '@backoffice/ui/forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useConfirmedAction } from './confirmed-action';
import { statusOf } from './failure';
import { useListQuery } from './list-query';
import { OptionSelect } from './option-select';
import {
  droppedNotice,
  resolveView,
  sameHidden,
  sameListQuery,
  savedViewsKeys,
  viewQueryOf,
  type ResolvedView,
  type ViewTarget,
} from './saved-views';
import { useAction } from './use-action';

/** What {@link useSavedViews} needs of the list (ListPage passes its own props). */
export interface SavedViewsOptions {
  /** The list's stable name (ListPage's `listKey`): the views' list and the grid's stored columns. */
  listKey: string;
  /** The grid's columns: their ids (a view's sort must name one) and which ones may be hidden. */
  columns: readonly Pick<DataGridColumn<unknown>, 'id' | 'pin' | 'hideable'>[];
  /** The grid has a Columns menu: only then does a view keep and apply hidden columns. */
  columnToggle?: boolean;
  /** The URL keys the page reads besides page/sort/order (ListPage's `viewParams`); undefined: keep every key. */
  viewParams?: readonly string[];
  /** The number of rows a query gives (ListPage's `countView`): each view's live count in the menu. */
  countView?: (query: URLSearchParams) => Promise<number>;
  /** The shown list's total (the pager's), the count of the view that is current. */
  total?: number;
  /** What the list holds, plural ('reservations'), for the counts' accessible text (default 'rows'). */
  noun?: string;
}

/** What {@link useSavedViews} gives ListPage to place. */
export interface SavedViews {
  /** The "Views" menu (beside the title), with its dialogs; null while signed out. */
  menu: ReactNode;
  /** The notice of a view applied with filters left out (above the grid), or null. */
  notice: ReactNode;
}

/** The view's ids in the menu's `value`s. */
const VIEW_ITEM = 'view:';

/**
 * A list's saved views (docs/areas/platform.md, "Saved views"): the "Views" menu, the user's own views then those
 * shared with the user's role ("Shared with {role}"), the current one checked, each with its live count when
 * `countView` is given; "Save view…" (name, sharing for a SuperAdmin, "Make default"), "Update '{name}'" (the
 * list's current state into the user's own view), rename, delete (asked first), set or clear the default. Applying
 * a view replaces the list's URL query (through useListQuery) and its grid's hidden columns; filters and a sort
 * the list no longer has are left out and a notice says so. A bare list (no query of its own) applies the user's
 * default view once as it opens; a list opened with a query (a shared link) keeps it. The views' queries are keyed
 * `['views', listKey]` (saved-views.ts), so a live change of the views refreshes them.
 */
export function useSavedViews({ listKey, columns, columnToggle = false, viewParams, countView, total, noun }: SavedViewsOptions): SavedViews {
  const { user } = useAuth();
  const list = useListQuery();
  const [hidden, setHidden] = useGridHidden(listKey);
  const views = useQuery({
    queryKey: savedViewsKeys.list(listKey),
    // `?.data ?? []`: a page's test that mocks the whole api-client answers nothing, which is no view.
    queryFn: async ({ signal }) => (await listViews(listKey, signal))?.data ?? [],
    enabled: user !== null,
  });
  const all = useMemo(() => views.data ?? [], [views.data]);

  const target: ViewTarget = useMemo(
    () => ({
      viewParams,
      columnIds: columns.map((c) => c.id),
      hideableIds: columns.filter((c) => c.pin !== 'end' && c.hideable !== false).map((c) => c.id),
    }),
    // The page passes new arrays on each render; their contents are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [viewParams?.join('\n'), columns.map((c) => `${c.id}:${c.pin ?? ''}:${String(c.hideable)}`).join('\n')],
  );
  const resolved = useMemo(() => new Map<string, ResolvedView>(all.map((v) => [v._id, resolveView(v, target)])), [all, target]);
  const isCurrent = (view: SavedView) => {
    const r = resolved.get(view._id);
    return !!r && sameListQuery(r.query, list.params) && (!columnToggle || sameHidden(r.hidden, hidden));
  };
  // The view last applied or saved here: "Update '{name}'" saves the list's state into it once it differs.
  const [appliedId, setAppliedId] = useState<string | null>(null);
  const applied = all.find((v) => v._id === appliedId) ?? null;
  // The view the list shows: the one last applied or saved when it still matches (two views may hold the same
  // filters), else the first that matches.
  const current = (applied && isCurrent(applied) ? applied : all.find(isCurrent)) ?? null;
  const base = current ?? applied;
  const [notice, setNotice] = useState<string | null>(null);

  const apply = useCallback(
    (view: SavedView, replace = false) => {
      const r = resolved.get(view._id) ?? resolveView(view, target);
      list.replaceQuery(r.query, { replace });
      if (columnToggle) setHidden(r.hidden);
      setNotice(droppedNotice(r));
      setAppliedId(view._id);
    },
    [resolved, target, list, columnToggle, setHidden],
  );

  // The default view, once, on a list opened bare (a shared link's query wins), and only if the user has not
  // changed the query while the views loaded.
  const bareAtOpen = useRef(list.params.toString() === '');
  const defaultChecked = useRef(false);
  useEffect(() => {
    if (defaultChecked.current || !views.data) return;
    defaultChecked.current = true;
    const chosen = views.data.find((v) => v.isDefault);
    if (chosen && bareAtOpen.current && list.params.toString() === '') apply(chosen, true);
  }, [views.data, list.params, apply]);

  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: savedViewsKeys.list(listKey) });
  const [dialog, setDialog] = useState<{ mode: 'save' } | { mode: 'rename'; view: SavedView } | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const showNameError = (error: unknown, message: string) => {
    const status = statusOf(error);
    if (status !== 400 && status !== 409) return false;
    setNameError(message);
    return true;
  };

  const create = useAction(
    useMutation({ mutationFn: (body: CreateViewBody) => createView(body), onSuccess: refresh }),
    { success: ViewMessages.saved, failure: 'The view could not be saved.', onError: showNameError },
  );
  const update = useAction(
    useMutation({ mutationFn: ({ id, ...body }: Parameters<typeof updateView>[1] & { id: string }) => updateView(id, body), onSuccess: refresh }),
    { success: ViewMessages.saved, failure: 'The view could not be saved.', onError: (e, m) => (dialog ? showNameError(e, m) : false) },
  );
  const remove = useAction(useMutation({ mutationFn: (view: SavedView) => deleteView(view._id), onSuccess: refresh }), {
    success: ViewMessages.deleted,
    failure: 'The view could not be deleted.',
  });
  const setDefault = useAction(
    useMutation({
      mutationFn: async (id: string | null) => {
        await setDefaultView({ listKey, id });
        return id ? ViewMessages.defaultSet : ViewMessages.defaultCleared;
      },
      onSuccess: refresh,
    }),
    { success: (message) => message, failure: 'The default view could not be changed.' },
  );
  const deleting = useConfirmedAction(
    remove,
    {
      title: 'Delete view',
      message: (view: SavedView) => `Delete the view '${view.name}'? Nobody will see it any more.`,
      confirmLabel: 'Delete',
      destructive: true,
    },
    (view: SavedView) => view,
  );

  const stateNow = () => ({
    query: viewQueryOf(list.params),
    hiddenColumns: columnToggle && hidden ? [...hidden] : null,
  });

  async function submit(values: { name: string; sharedRole: Role | null; isDefault: boolean }) {
    const name = values.name.trim();
    if (!name) {
      setNameError(ViewMessages.nameRequired);
      return;
    }
    if (dialog?.mode === 'rename') {
      const sharing = user?.role === Roles.SuperAdmin ? { sharedRole: values.sharedRole } : {};
      if (await update.run({ id: dialog.view._id, name, ...sharing })) setDialog(null);
      return;
    }
    const saved = await create.run({
      listKey,
      name,
      ...stateNow(),
      ...(user?.role === Roles.SuperAdmin && values.sharedRole ? { sharedRole: values.sharedRole } : {}),
      ...(values.isDefault ? { isDefault: true } : {}),
    });
    if (saved) {
      setAppliedId(saved._id);
      setDialog(null);
    }
  }

  function onSelect(value: string) {
    if (value.startsWith(VIEW_ITEM)) {
      const view = all.find((v) => v._id === value.slice(VIEW_ITEM.length));
      if (view) apply(view);
      return;
    }
    if (value === 'save') {
      setNameError(null);
      setDialog({ mode: 'save' });
    } else if (value === 'update' && base) {
      void update.run({ id: base._id, ...stateNow() });
    } else if (value === 'rename' && base) {
      setNameError(null);
      setDialog({ mode: 'rename', view: base });
    } else if (value === 'delete' && base) {
      deleting.ask(base);
    } else if (value === 'default' && base) {
      void setDefault.run(base._id);
    } else if (value === 'clear-default') {
      void setDefault.run(null);
    }
  }

  if (!user) return { menu: null, notice: null };

  const own = all.filter((v) => v.mine);
  const shared = all.filter((v) => !v.mine);
  const defaultView = all.find((v) => v.isDefault) ?? null;
  const changed = !!applied && applied.mine && !isCurrent(applied);
  const countOf = (view: SavedView) => (
    <ViewCount
      listKey={listKey}
      query={resolved.get(view._id)?.query.toString() ?? view.query}
      countView={countView}
      total={view === current ? total : undefined}
      noun={noun ?? 'rows'}
    />
  );
  const viewItem = (view: SavedView) => (
    <Menu.RadioItem key={view._id} value={`${VIEW_ITEM}${view._id}`}>
      <Menu.ItemIndicator />
      <Menu.ItemText flex="1">
        {view.name}
        {view.sharedRole ? (
          <Text as="span" fontSize="xs" color="fg.muted">
            {' '}
            (Shared with {view.sharedRole})
          </Text>
        ) : null}
        {view.isDefault ? (
          <Badge size="sm" ms="2" colorPalette="blue">
            Default
          </Badge>
        ) : null}
      </Menu.ItemText>
      {countView ? countOf(view) : null}
    </Menu.RadioItem>
  );
  const radioValue = current ? `${VIEW_ITEM}${current._id}` : '';
  // One labelled group of views (the caller's own, the shared ones); none when the list is empty.
  const viewGroup = (label: string, list: readonly SavedView[]) =>
    list.length ? (
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>
        <Menu.RadioItemGroup value={radioValue}>{list.map(viewItem)}</Menu.RadioItemGroup>
      </Menu.ItemGroup>
    ) : null;

  const menu = (
    <>
      <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-start' }} onSelect={(e) => onSelect(e.value)}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline">
            {current ? `Views: ${current.name}` : 'Views'}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="18rem">
              {views.isPending ? <Menu.Item value="loading" disabled>Loading views…</Menu.Item> : null}
              {views.isError ? <Menu.Item value="failed" disabled>The views could not be loaded.</Menu.Item> : null}
              {viewGroup('My views', own)}
              {viewGroup('Shared views', shared)}
              {views.isSuccess && !all.length ? (
                <Menu.Item value="none" disabled>
                  No saved views yet
                </Menu.Item>
              ) : null}
              <Menu.Separator />
              <Menu.Item value="save">Save view…</Menu.Item>
              {changed && applied ? <Menu.Item value="update">Update '{applied.name}'</Menu.Item> : null}
              {base?.mine ? <Menu.Item value="rename">Rename '{base.name}'…</Menu.Item> : null}
              {base?.mine ? <Menu.Item value="delete">Delete '{base.name}'…</Menu.Item> : null}
              {base && !base.isDefault ? <Menu.Item value="default">Make '{base.name}' the default</Menu.Item> : null}
              {defaultView ? <Menu.Item value="clear-default">Clear the default view ('{defaultView.name}')</Menu.Item> : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Modal
        open={dialog !== null}
        title={dialog?.mode === 'rename' ? `Rename '${dialog.view.name}'` : 'Save view'}
        onClose={() => setDialog(null)}
        size="sm"
      >
        {dialog ? (
          <ViewForm
            initial={dialog.mode === 'rename' ? dialog.view : null}
            canShare={user.role === Roles.SuperAdmin}
            error={nameError}
            saving={create.isPending || update.isPending}
            onCancel={() => setDialog(null)}
            onSubmit={(values) => void submit(values)}
          />
        ) : null}
      </Modal>
      {deleting.dialog}
    </>
  );

  const noticeBox = notice ? (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{notice}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss" onClick={() => setNotice(null)} />
    </Alert.Root>
  ) : null;

  return { menu, notice: noticeBox };
}

/** A view's live count in the menu: the shown total for the current view, else `countView` (cached per query). */
function ViewCount({
  listKey,
  query,
  countView,
  total,
  noun,
}: {
  listKey: string;
  query: string;
  countView?: (query: URLSearchParams) => Promise<number>;
  total: number | undefined;
  noun: string;
}) {
  const count = useQuery({
    queryKey: savedViewsKeys.count(listKey, query),
    queryFn: () => (countView ? countView(new URLSearchParams(query)) : Promise.resolve(0)),
    enabled: !!countView && total === undefined,
  });
  const n = total ?? count.data;
  if (n === undefined) return null;
  return (
    <Text as="span" fontSize="sm" color="fg.muted" ms="3" fontVariantNumeric="tabular-nums">
      <VisuallyHidden>, </VisuallyHidden>
      {formatNumber(n)}
      <VisuallyHidden> {noun}</VisuallyHidden>
    </Text>
  );
}

/** The Save view / Rename dialog's fields: the name, the role to share with (SuperAdmin), Make default (saving). */
function ViewForm({
  initial,
  canShare,
  error,
  saving,
  onCancel,
  onSubmit,
}: {
  initial: SavedView | null;
  canShare: boolean;
  error: string | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (values: { name: string; sharedRole: Role | null; isDefault: boolean }) => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [sharedRole, setSharedRole] = useState<Role | ''>(initial?.sharedRole ?? '');
  const [isDefault, setIsDefault] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ name, sharedRole: sharedRole || null, isDefault });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body>
        <Box display="flex" flexDirection="column" gap="4">
          <Field.Root invalid={!!error} required>
            <Field.Label>Name</Field.Label>
            <Input value={name} maxLength={VIEW_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} autoComplete="off" />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
          {canShare ? (
            <Field.Root>
              <Field.Label>Share with</Field.Label>
              <OptionSelect
                options={ALL_ROLES.map((r) => ({ value: r, label: r }))}
                emptyOption="No one (private)"
                value={sharedRole}
                onChange={(e) => setSharedRole(e.target.value as Role | '')}
              />
            </Field.Root>
          ) : null}
          {initial ? null : (
            <HStack as="label" gap="2">
              <chakra.input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
              <Text>Make default</Text>
            </HStack>
          )}
        </Box>
      </Dialog.Body>
      <SaveFooter onCancel={onCancel} saving={saving} />
    </form>
  );
}
