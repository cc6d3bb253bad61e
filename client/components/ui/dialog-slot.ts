/** What a feature's dialog takes when another screen (the dashboard) opens it. */
export type DialogSlotProps = { open: boolean; onOpenChange: (open: boolean) => void };
