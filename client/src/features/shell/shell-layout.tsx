import { Outlet } from 'react-router-dom';

/** The admin frame: sidebar, topbar, the screen, footer. */
export function ShellLayout() {
  return (
    <div className="shell">
      <main className="shell__main" id="main">
        <Outlet />
      </main>
    </div>
  );
}
