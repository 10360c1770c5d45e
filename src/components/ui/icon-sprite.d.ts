/** The URL of the frame's SVG sprite (scripts/lib/icon-sprite.ts). */
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}
