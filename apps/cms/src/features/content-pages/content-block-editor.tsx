import { CMS_TITLE_MAX_LENGTH, CmsMessages, Limits, type CmsBlock } from '@backoffice/contracts';
import { FormPage, QueryGate, PageFrame, useAction } from '@backoffice/remote-kit';
import { RichTextField } from '@backoffice/rich-text';
import { Button, Field, Textarea, TextField } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, useWatch } from 'react-hook-form';
import { useCmsBlock, useUpdateCmsBlock } from './api';
import { blockFieldOf, blockSchema, type BlockForm } from './content-block-schema';
import { publicUrl, type ContentPage } from './content-pages';
import { LengthCounter } from './length-counter';
import { RelatedPageLink } from './related-page-link';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, SearchPreview } from './search-preview';

/** The widest of a content page, as the other areas' form pages. */
const CONTENT_MAX_W = '4xl';

/**
 * The one editor of every website content page (docs/areas/cms.md, "Content and SEO pages"): it loads the
 * block of `page.tag` on open (the page frame with a spinner, or the error with Retry), then the kit's form page:
 * Update saves title and description ('Contents Updated Successfully'; a failure is one error toast, or the
 * message beside the title when the API names it, and the form keeps its input), Cancel goes back to the saved
 * text. `page.kind` picks the fields: a title and a rich-text body, or the SEO pair (Title, Meta-Description)
 * with length counters and a live search-result preview. The page's pair (its SEO page, or back) is linked
 * under the title.
 */
export function ContentBlockEditor({ page }: { page: ContentPage }) {
  const block = useCmsBlock(page.tag);
  if (!block.isSuccess) {
    return (
      <PageFrame title={page.label} subtitle={<RelatedPageLink path={page.path} />} maxW={CONTENT_MAX_W}>
        <QueryGate query={block} noun="content">
          {() => null}
        </QueryGate>
      </PageFrame>
    );
  }
  return <BlockEditorForm key={block.data._id} page={page} block={block.data} />;
}

function BlockEditorForm({ page, block }: { page: ContentPage; block: CmsBlock }) {
  const form = useForm<BlockForm>({
    resolver: yupResolver(blockSchema),
    defaultValues: { title: block.title ?? '', description: block.description ?? '' },
  });
  const { control, register, reset, setError } = form;
  const { isSubmitting } = form.formState;
  const [title, description] = useWatch({ control, name: ['title', 'description'] });
  const update = useAction(useUpdateCmsBlock(page.tag), {
    success: CmsMessages.cms.updated,
    failure: CmsMessages.cms.updateFailed,
    onError: (error, message) => {
      const field = blockFieldOf(error);
      if (!field) return false;
      setError(field, { type: 'server', message }, { shouldFocus: true });
      return true;
    },
  });

  // The page stays after a save: the stored text (the API sanitises the HTML) becomes the form's, what Cancel goes
  // back to, and the form is clean again. Nothing is returned, so that FormPage's mark of a save (for pages that
  // leave after saving) does not hide the next edits from the unsaved-changes warning.
  const save = async (values: BlockForm) => {
    const result = await update.run({ id: block._id, values });
    if (result) reset({ title: result.data.title, description: result.data.description });
  };

  const seo = page.kind === 'seo';
  return (
    <FormPage
      title={page.label}
      subtitle={<RelatedPageLink path={page.path} />}
      maxW={CONTENT_MAX_W}
      form={form}
      onSubmit={save}
      submitLabel="Update"
      extraActions={
        <Button type="button" variant="outline" onClick={() => reset()} disabled={isSubmitting}>
          Cancel
        </Button>
      }
    >
      <TextField
        control={control}
        name="title"
        label="Title"
        autoComplete="off"
        maxLength={CMS_TITLE_MAX_LENGTH}
        required
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
        <RichTextField control={control} name="description" label="Description" height={Limits.richTextHeightPx} disabled={isSubmitting} />
      )}
      {seo ? <SearchPreview title={title} description={description} url={publicUrl(page)} /> : null}
    </FormPage>
  );
}
