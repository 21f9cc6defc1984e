export interface FirstVisit {
  path: string;
  owner: string;
  member: boolean;
  goal: number;
  line: number;
  shell: string[];
  remote: string[];
  unpainted?: { shell: string[]; remote: string[] };
}
export declare const FIRST_VISITS: FirstVisit[];
export declare function whoVisits(visit: FirstVisit): string;
