export declare const ROOT: string;
export declare const E2E_PORT: number;
export declare const E2E_DEPLOY_DIR: string;
export declare const E2E_DATA_DIR: string;
export declare const E2E_OUTPUT_DIR: string;
export declare const E2E_FIXTURES_DIR: string;
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
