declare const __ANTD_STATIC_STYLES__: boolean | undefined;

/**
 * True in a production build, whose antd CSS comes as files with the code that uses it
 * (build/antdStaticStyles.ts): antd then writes no styles while rendering (`zeroRuntime`). The dev
 * server and the component tests keep antd's runtime styles.
 */
export const ANTD_STATIC_STYLES =
  typeof __ANTD_STATIC_STYLES__ !== 'undefined' && __ANTD_STATIC_STYLES__;
