export declare const sourceResolve: {
    resolve: {
        conditions: string[];
    };
    ssr: {
        resolve: {
            conditions: string[];
        };
    };
};
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
/** Vitest browser mode in headless Chromium, with a fixed viewport for stable screenshots. */
export declare const chromiumBrowser: (viewport?: {
    width: number;
    height: number;
}) => {
    enabled: boolean;
    headless: boolean;
    provider: import("vitest/node").BrowserProviderOption<import("@vitest/browser-playwright").PlaywrightProviderOptions>;
    instances: {
        browser: 'chromium';
        viewport: {
            width: number;
            height: number;
        };
    }[];
};
//# sourceMappingURL=vitest.shared.d.ts.map