/**
 * How `npm start` builds: wxt's development mode, which wxt writes to its own folders
 * (`.output/<browser>-mv3-dev`), never over a production build in `.output/<browser>-mv3`. Only
 * development and test builds honour PRETTYLINK_PRESET (wxt.config.ts).
 */
export const START_MODE = 'development';

/** The wxt build arguments for one browser. */
export const startBuildArgs = (browser: 'chrome' | 'firefox') => ['build', '-b', browser, '--mode', START_MODE];

/** Where that build lands, relative to the project (wxt's folder for the development mode). */
export const startOutDir = (browser: 'chrome' | 'firefox') => `.output/${browser}-mv3-dev`;

/** The modes whose builds may carry a preset service and key: development (`npm start`) and the tests' e2e builds. */
export const PRESET_MODES: readonly string[] = [START_MODE, 'e2e'];
