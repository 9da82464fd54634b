import { updateCmsBlock } from '@backoffice/api-client';
import { Limits, CmsMessages, type CmsBlock } from '@backoffice/contracts';
import { LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { RichTextEditor } from '@backoffice/rich-text';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Button, Field, HStack, Heading, Input, Stack, Text, Textarea } from '@backoffice/ui';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { publicUrl, type ContentPage } from '../content-pages';
import { useCmsBlock } from '../hooks/use-cms-block';
import { LengthCounter } from './length-counter';
import { RelatedPageLink } from './related-page-link';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, SearchPreview } from './search-preview';

interface BlockForm {
  title: string;
  description: string;
}

/**
 * The one editor of every website content page (spec 1 section 2, "Other website content pages"): it loads the
 * block of `page.tag` on open (loading, then the form, or an error with Retry), Update saves title and
 * description ('Contents Updated Successfully'; a failure is an error toast and the form keeps its input), Cancel
 * goes back to the saved text. `page.kind` picks the fields: a title and a rich-text body, or the SEO pair
 * (Title, Meta-Description) with length counters and a live search-result preview.
 */
export function ContentBlockEditor({ page }: { page: ContentPage }) {
  const { state, reload, replace } = useCmsBlock(page.tag);
  return (
    <Box maxW="4xl">
      <Heading as="h1" size="xl" mb="2">
        {page.label}
      </Heading>
      <RelatedPageLink path={page.path} />
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'error' ? <LoadError message={state.message} onRetry={reload} /> : null}
      {state.status === 'ready' ? (
        <BlockEditorForm key={state.block._id} page={page} block={state.block} onSaved={replace} />
      ) : null}
    </Box>
  );
}

function BlockEditorForm({
  page,
  block,
  onSaved,
}: {
  page: ContentPage;
  block: CmsBlock;
  onSaved: (b: CmsBlock) => void;
}) {
  const notify = useNotify();
  const saved: BlockForm = { title: block.title ?? '', description: block.description ?? '' };
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<BlockForm>({ defaultValues: saved });
  const [title, description] = useWatch({ control, name: ['title', 'description'] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await updateCmsBlock(block._id, values);
      notify({ type: 'success', title: CmsMessages.cms.updated });
      // The stored text (the API sanitises the HTML) becomes what Cancel goes back to.
      reset({ title: data.title, description: data.description });
      onSaved(data);
    } catch (err) {
      // The input stays as typed so the user can fix it and try again.
      notify({ type: 'error', title: CmsMessages.cms.updateFailed, description: errorMessage(err) });
    }
  });

  const seo = page.kind === 'seo';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={page.label}>
      <Stack gap="5">
        <Field.Root>
          <Field.Label>Title</Field.Label>
          <Input {...register('title')} autoComplete="off" />
          {seo ? (
            <Field.HelperText>
              <LengthCounter length={title.length} max={SEO_TITLE_MAX} />
            </Field.HelperText>
          ) : null}
        </Field.Root>

        {seo ? (
          <Field.Root>
            <Field.Label>Meta-Description</Field.Label>
            <Textarea {...register('description')} rows={4} />
            <Field.HelperText>
              <LengthCounter length={description.length} max={SEO_DESCRIPTION_MAX} />
            </Field.HelperText>
          </Field.Root>
        ) : (
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <Box>
                {/* Visible caption; the editor's own accessible name is `label`. */}
                <Text fontWeight="medium" fontSize="sm" mb="1.5" aria-hidden>
                  Description
                </Text>
                <RichTextEditor
                  label="Description"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  height={Limits.richTextHeightPx}
                  disabled={isSubmitting}
                />
              </Box>
            )}
          />
        )}

        {seo ? <SearchPreview title={title} description={description} url={publicUrl(page)} /> : null}

        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={isSubmitting}>
            Update
          </Button>
          <Button type="button" variant="outline" onClick={() => reset()} disabled={isSubmitting}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
