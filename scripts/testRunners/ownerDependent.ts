// The two kinds of tests. Behaviour tests (every test file but these) run on content the tests own:
// the demo fixture, and the second owner's (test/fixtures/owners/julia), on which the end-to-end suites
// whose outcome depends on the content run again. Site checks run on an owner's own content, and hold
// for every site the build accepts: on src/content/ in npm test, and in each owner's fork (forkSteps.ts).
export const OWNER_DEPENDENT = [
  'test/e2e/accessibility.test.ts',
  'test/e2e/caseStudies.test.ts',
  'test/e2e/content.test.ts',
  'test/e2e/headerFit.test.ts',
];

/** The site checks in the browser; test/content/ holds those of the content itself, which the unit run takes. */
export const SITE_CHECKS_IN_BROWSER = ['test/e2e/site/site.test.ts'];
/** All the site checks, for a fork. */
export const SITE_CHECKS = ['test/content/content.test.ts', ...SITE_CHECKS_IN_BROWSER];
