import './pageSpinner.css';

/** Shown in the content area while a page's code is on its way: antd's large Spin, drawn in CSS. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <span className="page-spinner-dots" aria-live="polite" aria-busy="true">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
