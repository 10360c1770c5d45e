/** Storybook's base Vite config: deliberately empty (plugins are added in main.ts viteFinal). */
import { defineConfig } from "vite";

export default defineConfig({});
