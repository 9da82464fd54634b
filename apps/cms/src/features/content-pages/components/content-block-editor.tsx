import { Limits, CmsMessages, type CmsBlock } from '@backoffice/contracts';
import { LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { RichTextField } from '@backoffice/rich-text';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Button, Field, HStack, Heading, Stack, TextField, Textarea } from '@backoffice/ui';
import { useForm, useWatch } from 'react-hook-form';
import { publicUrl, type ContentPage } from '../content-pages';
import { useCmsBlock } from '../api/get-cms-block';
import { useUpdateCmsBlock } from '../api/update-cms-block';
import { LengthCounter } from './length-counter';
import { RelatedPageLink } from './related-page-link';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, SearchPreview } from './search-preview';

interface BlockForm {
  title: string;
  description: string;
}

/**
 * The one editor of every website content page (docs/areas/cms.md, "Content and SEO pages"): it loads the
 * block of `page.tag` on open (loading, then the form, or an error with Retry), Update saves title and
 * description ('Contents Updated Successfully'; a failure is an error toast and the form keeps its input), Cancel
 * goes back to the saved text. `page.kind` picks the fields: a title and a rich-text body, or the SEO pair
 * (Title, Meta-Description) with length counters and a live search-result preview.
 */
export function ContentBlockEditor({ page }: { page: ContentPage }) {
  const block = useCmsBlock(page.tag);
  return (
    <Box maxW="4xl">
      <Heading as="h1" size="xl" mb="2">
        {page.label}
      </Heading>
      <RelatedPageLink path={page.path} />
      {block.isPending ? <LoadingState /> : null}
      {block.isError ? <LoadError message={errorMessage(block.error)} onRetry={() => void block.refetch()} /> : null}
      {block.isSuccess ? <BlockEditorForm key={block.data._id} page={page} block={block.data} /> : null}
    </Box>
  );
}

function BlockEditorForm({ page, block }: { page: ContentPage; block: CmsBlock }) {
  const notify = useNotify();
  const update = useUpdateCmsBlock(page.tag);
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
      const { data } = await update.mutateAsync({ id: block._id, values });
      notify({ type: 'success', title: CmsMessages.cms.updated });
      // The stored text (the API sanitises the HTML) becomes what Cancel goes back to.
      reset({ title: data.title, description: data.description });
    } catch (err) {
      // The input stays as typed so the user can fix it and try again.
      notify({ type: 'error', title: CmsMessages.cms.updateFailed, description: errorMessage(err) });
    }
  });

  const seo = page.kind === 'seo';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={page.label}>
      <Stack gap="5">
        <TextField
          control={control}
          name="title"
          label="Title"
          autoComplete="off"
          hint={seo ? <LengthCounter length={title.length} max={SEO_TITLE_MAX} /> : undefined}
        />

        {seo ? (
          <Field.Root>
            <Field.Label>Meta-Description</Field.Label>
            <Textarea {...register('description')} rows={4} />
            <Field.HelperText>
              <LengthCounter length={description.length} max={SEO_DESCRIPTION_MAX} />
            </Field.HelperText>
          </Field.Root>
        ) : (
          <RichTextField
            control={control}
            name="description"
            label="Description"
            height={Limits.richTextHeightPx}
            disabled={isSubmitting}
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
