import { useEffect, useState } from 'react';
import type { ApiClient } from '@dating/shared-contracts';
import { callEndpoint, endpoints, type CompanyInfo } from '@dating/shared-contracts/api';
import { useShell } from '../../shell-context';
import { logShellError } from '../../errors/shell-log';

const loaded = new WeakMap<ApiClient, Promise<CompanyInfo | null>>();
const known = new WeakMap<ApiClient, CompanyInfo | null>();

/** The company the server wrote into the page: the footers start with it and ask nothing. */
export function knowCompanyInfo(api: ApiClient, info: CompanyInfo | null): void {
  known.set(api, info);
  loaded.set(api, Promise.resolve(info));
}

/**
 * GET /api/companyinfo.php, once per API client: every page's footer shares the answer.
 * A failure leaves the footer without company details instead of breaking it.
 */
export function loadCompanyInfo(api: ApiClient): Promise<CompanyInfo | null> {
  let request = loaded.get(api);
  if (!request) {
    request = callEndpoint(api, endpoints.site.companyInfo)
      .then((response) => response.companyinfo)
      .catch((error: unknown) => {
        logShellError('[shell] company info unavailable', error);
        return null;
      });
    loaded.set(api, request);
  }
  return request;
}

/** The company behind the site, or null until (or unless) it has loaded. */
export function useCompanyInfo(): CompanyInfo | null {
  const { api } = useShell();
  const [info, setInfo] = useState(() => known.get(api) ?? null);
  useEffect(() => {
    let active = true;
    void loadCompanyInfo(api).then((value) => {
      if (active) setInfo(value);
    });
    return () => {
      active = false;
    };
  }, [api]);
  return info;
}
