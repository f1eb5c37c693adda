// The end-to-end suites whose outcome depends on the owner's content: run again for the second owner
// and for a new owner's fork (endToEnd.ts, forkSteps.ts). The others (routing, security, hydration,
// hostile addresses...) read the content only through the same components, and run once.
export const OWNER_DEPENDENT = [
  'test/e2e/accessibility.test.ts',
  'test/e2e/caseStudies.test.ts',
  'test/e2e/content.test.ts',
  'test/e2e/headerFit.test.ts',
];
