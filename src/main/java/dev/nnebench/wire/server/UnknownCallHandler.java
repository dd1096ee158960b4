package dev.nnebench.wire.server;

import dev.nnebench.wire.call.CallHandler;
import dev.nnebench.wire.ttc.MessageSink;
import dev.nnebench.wire.ttc.TtcReader;

/** The default handler: knows no call, so the session answers each with an error. */
final class UnknownCallHandler implements CallHandler {
  static final UnknownCallHandler INSTANCE = new UnknownCallHandler();

  @Override
  public boolean call(int functionCode, int sequence, TtcReader request,
      MessageSink response) {
    return false;
  }

  @Override
  public boolean piggyback(int functionCode, TtcReader request) {
    return false;
  }
}
