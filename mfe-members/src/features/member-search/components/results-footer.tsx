import type { SearchResponse } from '@dating/shared-contracts/api';
import { Pagination } from './pagination';
import { SimilarResults } from './similar-results';

/**
 * What comes below a page of results: the pages, then similar members when few match.
 * One chunk apart from the first visit's code (docs/decisions/0013).
 */
export function ResultsFooter({
  data,
  onPage,
}: {
  data: SearchResponse;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <Pagination
        page={data.page}
        pages={data.pages}
        open={data.count_capped === true}
        onChange={onPage}
      />
      <SimilarResults
        profiles={data.similar}
        count={data.similar_count}
        capped={data.similar_count_capped === true}
      />
    </>
  );
}
