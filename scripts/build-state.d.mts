export declare const BUILD_OUTPUTS: readonly string[];
export declare const BUILD_SOURCES: readonly string[];
export declare function builtAt(root: string): number;
export declare function needsBuild(root: string): boolean;
