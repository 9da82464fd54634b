import { CommonMessages } from './common';

/**
 * Messages of the website content area: content blocks (/cms), homepage banner image sets (/imagesforyou),
 * the FAQ, newsletter subscriptions and contact-us enquiries (docs/areas/cms.md).
 *
 * Entries marked "ours" are not in the spec: the API answers them where the spec shows no message
 * (docs/decisions.md: show the real outcome).
 */
export const CmsMessages = {
  /** Website content blocks (/cms calls). */
  cms: {
    updated: 'Contents Updated Successfully',
    updateFailed: 'Contents Update Failed',
    imageDeleted: 'Image deleted Successfully',
    imageDeletionFailed: 'Image deletion failed',
    titleRequired: 'Please Enter Title',
    descriptionRequired: 'Please Enter Description',
    /** 413: a content image over CONTENT_IMAGE_MAX_BYTES (10 MB by default). */
    imageTooBig: 'This File Is Too Big',
    /** 415: not a JPEG or PNG by its bytes. */
    imageNotSupported: CommonMessages.images.notSupported,
    /** ours: 400, `tag` is not one of CMS_TAGS. */
    tagInvalid: 'Please select a valid content section',
    /** ours: 404 of an unknown block id. */
    notFound: 'Content block not found',
    /** ours: 404, PUT /cms/remove names an image the block does not hold. */
    imageNotFound: 'This image is not part of the content',
    /** ours: 400, a title over CMS_TITLE_MAX_LENGTH (300) characters. */
    titleTooLong: 'The title must be at most 300 characters',
    /** ours: 400, the image could not be decoded (corrupt file with a JPEG/PNG signature). */
    imageUnreadable: 'This image could not be read. Please upload another file',
  },
  /** Homepage banner image sets (/imagesforyou calls). */
  banners: {
    updated: 'Data Updated Successfully',
    horizontalAdded: 'Horizontal Image Added Successfully',
    verticalAdded: 'Vertical Image Added Successfully',
    squareAdded: 'Square Image Added Successfully',
    imageDeleted: 'Image deleted Successfully',
    imageDeletionFailed: 'Image deletion failed',
    /** 413: over BANNER_IMAGE_MAX_BYTES (1 MB). */
    imageTooBig: CommonMessages.images.tooBig,
    /** 415: not a JPEG or PNG by its bytes. */
    imageNotSupported: CommonMessages.images.notSupported,
    imageInline: CommonMessages.images.inline,
    /** The hint under each upload. */
    maxSizeHint: '*Max image size 1 MB',
    /** ours: 404 of an unknown set id. */
    notFound: 'Image set not found',
    /** ours: 404, the url is not in that list of the set. */
    imageNotFound: 'This image is not part of the set',
    /** ours: 400, imgTyp not Hor, Ver or Sqr. */
    imageTypeInvalid: 'Please select a valid image type',
    /** ours: 400, a link that is not an http(s) address or a path starting with '/'. */
    linkInvalid: 'Please enter a valid link (https://… or /path)',
    /** ours: 400, a title over BANNER_TITLE_MAX_LENGTH (200) characters. */
    titleTooLong: 'The title must be at most 200 characters',
    /** ours: 400, a description over BANNER_DESCRIPTION_MAX_LENGTH (5000) characters of text. */
    descriptionTooLong: 'The description must be at most 5000 characters',
  },
  /** FAQ (/faq calls). */
  faq: {
    required: 'Your question and answer is required',
    addFailed: 'Failed to add FAQ',
    updateFailed: 'Failed to update FAQ',
    deleted: 'Deleted successfully',
    /** ours: answer of POST /faq. */
    added: 'FAQ Added Successfully',
    /** ours: answer of PUT /faq. */
    updated: 'FAQ Updated Successfully',
    /** ours: 404 of an unknown FAQ id. */
    notFound: 'FAQ not found',
    /** ours: 400, a question over FAQ_QUESTION_MAX_LENGTH (500) characters. */
    questionTooLong: 'The question must be at most 500 characters',
    /** ours: the error toast of a failed delete (the old client showed success; we show the real outcome). */
    deleteFailed: 'Failed to delete FAQ',
    /** ours: the question asked before a FAQ is deleted. */
    deleteConfirm: 'Please confirm you wish to delete this FAQ ?',
  },
  /** Newsletter subscriptions (the public site's form). */
  subscription: {
    /** ours: answer of the public POST /subscription (also when the address was already subscribed). */
    subscribed: 'Thank you for subscribing',
  },
  /** Contact-us enquiries (the public site's form). */
  contact: {
    /** ours: answer of the public POST /contact. */
    sent: 'Thank you for contacting us. We will get back to you soon',
    /** ours */
    nameRequired: 'Please enter Your Name',
    /** ours */
    commentRequired: 'Please enter your message',
    /** ours: 400, a message over CONTACT_COMMENT_MAX_LENGTH (5000) characters. */
    commentTooLong: 'Your message must be at most 5000 characters',
  },
} as const;
