// The dashboard and the account pages: a browser app. (Public pages load src/islands.ts instead.)
import './app/start';
