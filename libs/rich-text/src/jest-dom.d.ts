// jest-dom matchers (toBeInTheDocument …) for the specs; libs/test-utils/src/setup-jest.ts loads them at run time.
/// <reference types="@testing-library/jest-dom" />
