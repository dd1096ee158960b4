package dev.nnebench.wire.server;

import dev.nnebench.wire.session.handshake.TnsHandshake;
import dev.nnebench.wire.tns.PacketReader;
import dev.nnebench.wire.tns.PacketType;
import dev.nnebench.wire.tns.PacketWriter;
import dev.nnebench.wire.tns.RefusePacket;
import dev.nnebench.wire.ttc.OraError;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.net.Socket;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Connections past the server's connection limit, refused as a listener with no room refuses
 * them: read the CONNECT, answer REFUSE with ORA-12516, close. One thread of its own with a short
 * queue, so that neither the accept loop nor a flood of refusals can hold anything for long;
 * past the queue a connection is just closed.
 */
final class Refusals implements AutoCloseable {
  private static final int QUEUE = 32;
  private static final int READ_MILLIS = 2_000;
  private final ServerOptions options;
  private final ThreadPoolExecutor thread;

  Refusals(ServerOptions options) {
    this.options = options;
    this.thread = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
        new ArrayBlockingQueue<>(QUEUE), r -> {
          Thread t = new Thread(r, "nnebench-wire-refusals");
          t.setDaemon(true);
          return t;
        }, (r, pool) -> ((Refusal) r).close());
  }

  /** Refuses {@code s}, connection {@code id}, and logs it. */
  void refuse(Socket s, int id) {
    options.log().accept("connection " + id + ": refused ORA-" + OraError.NO_HANDLER.code()
        + " (" + options.maxConnections() + " connections open: the connection limit)");
    thread.execute(new Refusal(s));
  }

  @Override
  public void close() {
    thread.shutdownNow();
  }

  private record Refusal(Socket socket) implements Runnable {
    @Override
    public void run() {
      try (socket) {
        socket.setSoTimeout(READ_MILLIS);
        new PacketReader(new BufferedInputStream(socket.getInputStream()),
            TnsHandshake.MAX_CONNECT_LENGTH).read();
        byte[] refuse = RefusePacket.payload(OraError.NO_HANDLER.code());
        new PacketWriter(socket.getOutputStream()).write(PacketType.REFUSE, 0, refuse, 0,
            refuse.length);
      } catch (IOException ignored) {
        // the client left or sent no CONNECT: closing is all a refusal owes it
      }
    }

    void close() {
      try {
        socket.close();
      } catch (IOException ignored) {
        // closing anyway
      }
    }
  }
}
