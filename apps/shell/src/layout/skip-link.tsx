import { Link } from '@backoffice/ui';

/** The id of the layout's `main` region, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * "Skip to main content": the layout's first focusable element, shown only while focused; it moves the focus
 * (and the reading position) to the `main` region, past the sidebar and the top bar (docs/areas/platform.md,
 * "Console preferences and theme"). The URL is left alone: no `#main` for the router to see.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="fixed"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_ID);
        main?.focus();
        main?.scrollIntoView?.({ block: 'start' });
      }}
    >
      Skip to main content
    </Link>
  );
}
