import { useRef } from 'react';
import { useApolloLoaded } from '../lib/apolloClientSource';
import { BRAND_NAME } from '../lib/brand';
import { LoadWhenNeeded } from '../lib/LoadWhenNeeded';
import { useInView } from '../lib/useInView';
import { AppVersion, SimulatorNotice } from './deferredAppInfo';
import { HelpButton } from './HelpButton';
import './appFooter.css';

export function AppFooter() {
  const footer = useRef<HTMLElement>(null);
  // The version and provider line come from the server: asked once GraphQL is loaded anyway, or
  // when the footer is scrolled to.
  const loaded = useApolloLoaded();
  const wanted = useInView(footer, !loaded) || loaded;
  return (
    <footer ref={footer} className="app-footer">
      <div className="app-footer-row">
        {/* Placeholders until the documents exist (spec: the links are placeholders). */}
        <a href="#">Terms of Use</a>
        <span className="app-footer-muted">·</span>
        <a href="#">Privacy Policy</a>
        <span className="app-footer-muted">·</span>
        <HelpButton appearance="link" />
      </div>
      <div className="app-footer-row">
        <a href="https://runware.ai" target="_blank" rel="noopener noreferrer">
          Powered by Runware
        </a>
        <span className="app-footer-muted">
          © {new Date().getFullYear()} {BRAND_NAME}
          <LoadWhenNeeded when={wanted}>
            <AppVersion />
          </LoadWhenNeeded>
        </span>
      </div>
      <LoadWhenNeeded when={wanted}>
        <SimulatorNotice />
      </LoadWhenNeeded>
    </footer>
  );
}
