export type SandboxShop = {
  shopId: string;
  secretKey: string;
  name: string;
  /** where notifications are POSTed; may be changed later */
  notificationUrl: string | undefined;
};

/** The shops the sandbox serves; their notification addresses may change while it runs. */
export class Shops {
  private readonly byId: Map<string, SandboxShop>;

  constructor(shops: readonly SandboxShop[]) {
    this.byId = new Map(shops.map((shop) => [shop.shopId, { ...shop }]));
  }

  get(shopId: string): SandboxShop | undefined {
    return this.byId.get(shopId);
  }

  setNotificationUrl(shopId: string, url: string): void {
    const shop = this.byId.get(shopId);
    if (shop === undefined) throw new Error(`payment sandbox: no shop ${shopId}`);
    shop.notificationUrl = url;
  }
}
