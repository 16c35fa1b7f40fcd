/** The results rows: the figures of bench/results.json, each with its target, if any, and whether it is met. */
import {DOC_PAGE} from './pages.mjs';

export const TARGETS = {
  fasterColdRatio: 0.35,
  lighthousePerformance: 98,
  lighthouseOtherCategories: 100,
  searchSessionGzipBytes: 150_000,
  searchScaleSessionRatio: 1.5,
  searchRecallTop10: 95,
  searchRecallTop3: 85,
  searchRelevanceTop3: 95,
  searchQuestionsHitAt1: 90,
  searchQuestionsHitAt3: 97,
  searchKeystrokeP95Ms: 100,
  searchPageLayoutShift: 0.02,
  searchIndexingMs: 10_000,
};

const seconds = (value) => `${value.toFixed(1)} s`;
const kb = (bytes) => `${(bytes / 1000).toFixed(0)} KB`;
const buildValue = (build) => `${seconds(build.seconds)}, peak ${build.peakMemoryMiB} MiB`;

function buildRows({install, build, buildWithoutFaster, fasterColdRatio}) {
  return [
    {measure: 'Install (`npm ci`, clean clone)', value: seconds(install.seconds)},
    {measure: 'Cold production build', value: buildValue(build.cold)},
    {measure: 'Warm production build', value: buildValue(build.warm)},
    {measure: 'Cold production build without Faster', value: buildValue(buildWithoutFaster.cold)},
    {measure: 'Warm production build without Faster', value: buildValue(buildWithoutFaster.warm)},
    {
      measure: 'Cold build time with Faster / without',
      value: fasterColdRatio.toFixed(2),
      target: `≤ ${TARGETS.fasterColdRatio}`,
      met: fasterColdRatio <= TARGETS.fasterColdRatio,
    },
  ];
}

function scaleRows(scale) {
  return [
    {
      measure: `Scale: cold build with ${scale.generatedPages} generated pages added (${scale.generatedPages / scale.docPages}× the ${scale.docPages} doc pages)`,
      value: buildValue(scale),
    },
    {
      measure: 'Scale: growth over the normal cold build',
      value: `time ×${scale.timeGrowth}, memory ×${scale.memoryGrowth}`,
    },
  ];
}

/** @param {number} stockDocJsGzipBytes the first-visit JavaScript of the stock site's doc page, the doc page's budget */
function pageWeightRows(pages, stockDocJsGzipBytes) {
  const thirdParty = pages.flatMap((page) => page.thirdPartyRequests);
  return [
    ...pages.map((page) => {
      const budget = page.route === DOC_PAGE ? stockDocJsGzipBytes : undefined;
      return {
        measure: `First-visit JavaScript, \`${page.route}\``,
        value: `${kb(page.jsGzipBytes)} gzip (${kb(page.jsWireBytes)} brotli as served) in ${page.jsRequests} of ${page.requests} requests`,
        ...(budget && {target: `≤ ${kb(budget)} gzip (stock's doc page)`, met: page.jsGzipBytes <= budget}),
      };
    }),
    {
      measure: `Third-party requests on first visit (${pages.map((page) => `\`${page.route}\``).join(', ')})`,
      value: thirdParty.length === 0 ? 'none' : thirdParty.join(', '),
      target: 'none',
      met: thirdParty.length === 0,
    },
  ];
}

function lighthouseRows(pages) {
  const {lighthousePerformance: performance, lighthouseOtherCategories: others} = TARGETS;
  return pages.map((page) => {
    const scores = `performance ${page.performance}, accessibility ${page.accessibility}, best practices ${page.bestPractices}, SEO ${page.seo}`;
    const misses = page.failingAudits.length > 0 ? ` (audits below full marks: ${page.failingAudits.join(', ')})` : '';
    return {
      measure: `Lighthouse, mobile, \`${page.route}\``,
      value: scores + misses,
      target: `performance ≥ ${performance}, others ${others}`,
      met:
        page.performance >= performance &&
        [page.accessibility, page.bestPractices, page.seo].every((score) => score >= others),
    };
  });
}

/** HIT@1 and HIT@3 on the real-question set, per part (tuning, held-out batch, whole), per audience. */
function questionRows(questions) {
  if (!questions) return [];
  const perAudience = (report) =>
    Object.entries(report.byAudience)
      .map(([audience, rates]) => `${audience} ${rates.hitAt1}/${rates.hitAt3} (${rates.questions})`)
      .join(', ');
  return [
    ['tuning part, batches 1 to 5', questions.tuning],
    ['sixth batch, held out', questions.heldOut],
    ['whole', questions.whole],
  ].map(([part, report]) => ({
    measure: `Real questions, ${part} (${report.questions}; HIT@1/HIT@3 per audience: ${perAudience(report)})`,
    value: `HIT@1 ${report.hitAt1}%, HIT@3 ${report.hitAt3}%`,
    target: `≥ ${TARGETS.searchQuestionsHitAt1}%, ≥ ${TARGETS.searchQuestionsHitAt3}%`,
    met: report.hitAt1 >= TARGETS.searchQuestionsHitAt1 && report.hitAt3 >= TARGETS.searchQuestionsHitAt3,
  }));
}

function searchRows(search, pages) {
  // The search page itself loads the index: that is the reader reaching for search.
  const earlySearchRequests = pages
    .filter((page) => !page.route.startsWith('/search'))
    .flatMap((page) => page.searchRequests);
  const scaleLimit = TARGETS.searchSessionGzipBytes * TARGETS.searchScaleSessionRatio;
  return [
    {
      measure: 'Search index (all of it; a search fetches a few pieces)',
      value:
        `${search.records} records: headings ${kb(search.headingsGzipBytes)}, ${search.termShards} term shards ` +
        `${kb(search.termsGzipBytes)}, ${search.textFiles} text files ${kb(search.textGzipBytes)} (gzip)`,
    },
    {
      measure: 'Time indexing adds to the build',
      value: seconds(search.indexingMs / 1000),
      target: `≤ ${seconds(TARGETS.searchIndexingMs / 1000)}`,
      met: search.indexingMs <= TARGETS.searchIndexingMs,
    },
    {
      measure: `Known-item recall (${search.knownItems} rare words or inline-code terms drawn from the build)`,
      value: `${search.recallTop10}% in the top 10, ${search.recallTop3}% in the top 3`,
      target: `≥ ${TARGETS.searchRecallTop10}%, ≥ ${TARGETS.searchRecallTop3}%`,
      met: search.recallTop10 >= TARGETS.searchRecallTop10 && search.recallTop3 >= TARGETS.searchRecallTop3,
    },
    {
      measure: `Topic relevance (${search.topicQueries} fixture queries, page in the top 3)`,
      value: `${search.relevanceTop3}%`,
      target: `≥ ${TARGETS.searchRelevanceTop3}%`,
      met: search.relevanceTop3 >= TARGETS.searchRelevanceTop3,
    },
    ...questionRows(search.questions),
    {
      measure: 'Bytes of a 5-query search session, typed (this site)',
      value: `${kb(search.sessionGzipBytes)} gzip in ${search.sessionFiles} files`,
      target: `≤ ${kb(TARGETS.searchSessionGzipBytes)}`,
      met: search.sessionGzipBytes <= TARGETS.searchSessionGzipBytes,
    },
    {
      measure: `Bytes of the same session on the scale run (${search.scale.records} records)`,
      value: `${kb(search.scale.sessionGzipBytes)} gzip`,
      target: `≤ ${kb(scaleLimit)}`,
      met: search.scale.sessionGzipBytes <= scaleLimit,
    },
    {
      measure: 'Search requests on first visit, before the reader reaches for search',
      value: earlySearchRequests.length === 0 ? 'none' : earlySearchRequests.join(', '),
      target: 'none',
      met: earlySearchRequests.length === 0,
    },
    {
      measure: 'Keystroke to first results (Chromium, after the first query)',
      value: `p50 ${search.keystrokeToResultsP50Ms} ms, p95 ${search.keystrokeToResultsP95Ms} ms`,
      target: `p95 ≤ ${TARGETS.searchKeystrokeP95Ms} ms`,
      met: search.keystrokeToResultsP95Ms <= TARGETS.searchKeystrokeP95Ms,
    },
    ...searchInterfaceRows(search),
  ];
}

/** The modal and the search page, measured from the bench's search part (search-ui.mjs); absent in older results. */
function searchInterfaceRows(search) {
  if (!search.searchPage) return [];
  const {search: page, doc} = search.searchPage;
  return [
    {
      measure: `Keystroke to results of the broad queries (${search.broadQueries.join(', ')}), slowest key`,
      value: `${search.broadQueryMaxMs} ms`,
      target: `≤ ${TARGETS.searchKeystrokeP95Ms} ms`,
      met: search.broadQueryMaxMs <= TARGETS.searchKeystrokeP95Ms,
    },
    {
      measure: "Search modal open on a fresh page (Ctrl, then K a reader's pause later, to search box ready), median",
      value: `${search.modalOpenMedianMs} ms`,
    },
    {
      measure: `Lighthouse \`${page.route}\` (mobile): layout shift`,
      value: String(page.cls),
      target: `≤ ${TARGETS.searchPageLayoutShift}`,
      met: page.cls <= TARGETS.searchPageLayoutShift,
    },
    {
      measure: `Lighthouse \`${page.route}\` performance, beside \`${doc.route}\` in the same rounds`,
      value: `${page.performance} (doc page ${doc.performance}); TBT ${page.tbtMs} ms (doc page ${doc.tbtMs} ms)`,
      target: 'not below the doc page',
      met: page.performance >= doc.performance,
    },
  ];
}

const stockDocJsGzipBytes = (comparison) =>
  comparison.pages.find((page) => page.type === 'doc').stock.weight.jsGzipBytes;

/** @param {object} results the object written to bench/results.json */
export function benchRows(results) {
  return [
    ...buildRows(results),
    ...scaleRows(results.scale),
    ...pageWeightRows(results.pageWeight, stockDocJsGzipBytes(results.comparison)),
    ...lighthouseRows(results.lighthouse),
    ...searchRows(results.search, results.pageWeight),
  ];
}
